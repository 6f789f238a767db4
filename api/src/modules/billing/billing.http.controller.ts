import {
  PLAN_OFFERS,
  type BillingConfig,
  type BillingPortalResponse,
  type CreateSubscriptionResponse,
  type Invoice,
  type SubscriptionStatusResponse,
} from '@freshwatch/contracts';
import { CreateSubscriptionDto } from '@freshwatch/contracts/dto';
import { Body, Controller, Get, Headers, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { Actor } from '../../shared/domain/actor';
import { ApiErrors } from '../../shared/http/openapi';
import { CurrentActor, Public, Requires } from '../identity';
import {
  BillingConfigResponse,
  BillingPortalResultResponse,
  CreateSubscriptionResultResponse,
  InvoiceResponse,
  PlanOfferResponse,
  SubscriptionStatusResultResponse,
  WebhookOutcomeResponse,
} from './billing.response';
import { ChangeCancellationCommand } from './commands/change-cancellation/change-cancellation.command';
import { CreateSubscriptionCommand } from './commands/create-subscription/create-subscription.command';
import { HandleStripeWebhookCommand, type WebhookOutcome } from './commands/handle-stripe-webhook/handle-stripe-webhook.command';
import { OpenBillingPortalCommand } from './commands/open-billing-portal/open-billing-portal.command';
import { GetSubscriptionStatusQuery } from './queries/get-subscription-status/get-subscription-status.query';
import { ListInvoicesQuery } from './queries/list-invoices/list-invoices.query';
import { STRIPE, type StripeConnection } from './stripe/stripe-client';

@ApiTags('billing')
@Controller()
export class BillingHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(STRIPE) private readonly connection: StripeConnection | null,
  ) {}

  @Public()
  @Get('plans')
  @ApiOperation({ summary: 'The three plan offers: id, name, price, priceId, description, features, page limit' })
  @ApiOkResponse({ type: PlanOfferResponse, isArray: true })
  plans(): typeof PLAN_OFFERS {
    return PLAN_OFFERS;
  }

  @Public()
  @Get('billing/config')
  @ApiOperation({ summary: "Whether payments are configured on this server, and Stripe.js's publishable key" })
  @ApiOkResponse({ type: BillingConfigResponse })
  config(): BillingConfig {
    return { enabled: this.connection !== null, publishableKey: this.connection?.config.publishableKey ?? null };
  }

  @Requires('billing:manage')
  @Post('create-subscription')
  @HttpCode(200)
  @ApiOperation({ summary: 'Subscribe to a plan (a subscription waiting for payment, and its clientSecret), or change the live subscription to it' })
  @ApiOkResponse({ type: CreateSubscriptionResultResponse })
  @ApiErrors(400, 401, 404, 502, 503)
  createSubscription(@CurrentActor() actor: Actor, @Body() body: CreateSubscriptionDto): Promise<CreateSubscriptionResponse> {
    return this.commands.execute(new CreateSubscriptionCommand(actor, body.priceId));
  }

  @Requires('workspace:read')
  @Get('subscription-status')
  @ApiOperation({ summary: "The current workspace's subscription (every member sees it), from the read model that Stripe's webhooks keep" })
  @ApiOkResponse({ type: SubscriptionStatusResultResponse })
  @ApiErrors(401, 404)
  subscriptionStatus(@CurrentActor() actor: Actor): Promise<SubscriptionStatusResponse> {
    return this.queries.execute(new GetSubscriptionStatusQuery(actor.workspaceId));
  }

  @Requires('billing:manage')
  @Post('cancel-subscription')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel at the end of the billing period; replies with the subscription status' })
  @ApiOkResponse({ type: SubscriptionStatusResultResponse })
  @ApiErrors(401, 404, 409, 502, 503)
  async cancel(@CurrentActor() actor: Actor): Promise<SubscriptionStatusResponse> {
    await this.commands.execute(new ChangeCancellationCommand(actor, true));
    return this.queries.execute(new GetSubscriptionStatusQuery(actor.workspaceId));
  }

  @Requires('billing:manage')
  @Post('resume-subscription')
  @HttpCode(200)
  @ApiOperation({ summary: 'Undo a cancellation before the period ends; replies with the subscription status' })
  @ApiOkResponse({ type: SubscriptionStatusResultResponse })
  @ApiErrors(401, 404, 409, 502, 503)
  async resume(@CurrentActor() actor: Actor): Promise<SubscriptionStatusResponse> {
    await this.commands.execute(new ChangeCancellationCommand(actor, false));
    return this.queries.execute(new GetSubscriptionStatusQuery(actor.workspaceId));
  }

  @Requires('billing:manage')
  @Post('billing-portal')
  @HttpCode(200)
  @ApiOperation({ summary: "A Stripe billing-portal session (Update Payment Method) that returns to this server's Billing page" })
  @ApiOkResponse({ type: BillingPortalResultResponse })
  @ApiErrors(401, 404, 409, 502, 503)
  billingPortal(@CurrentActor() actor: Actor, @Req() request: Request): Promise<BillingPortalResponse> {
    return this.commands.execute(new OpenBillingPortalCommand(actor, `${request.protocol}://${request.get('host')}/billing`));
  }

  @Requires('billing:manage')
  @Get('invoices')
  @ApiOperation({ summary: "The workspace's invoices (owners only), newest first (none when billing is off or nothing was bought)" })
  @ApiOkResponse({ type: InvoiceResponse, isArray: true })
  @ApiErrors(401, 404, 502)
  invoices(@CurrentActor() actor: Actor): Promise<Invoice[]> {
    return this.queries.execute(new ListInvoicesQuery(actor));
  }

  @Public()
  @Post('stripe/webhook')
  @HttpCode(200)
  @ApiOperation({ summary: "Stripe's webhook deliveries, verified on the raw body with the Stripe-Signature header" })
  @ApiOkResponse({ type: WebhookOutcomeResponse })
  @ApiErrors(400, 503)
  webhook(@Req() request: Request, @Headers('stripe-signature') signature: string | undefined): Promise<WebhookOutcome> {
    return this.commands.execute(new HandleStripeWebhookCommand(request.body as Buffer, signature));
  }
}
