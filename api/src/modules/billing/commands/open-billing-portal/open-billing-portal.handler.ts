import type { BillingPortalResponse } from '@freshwatch/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainErrorException } from '../../../../shared/domain/domain-error';
import { BillingAccounts } from '../../stripe/billing-accounts';
import { callStripe, noCustomer, requireStripe } from '../../stripe/billing-errors';
import { STRIPE, type StripeConnection } from '../../stripe/stripe-client';
import { OpenBillingPortalCommand } from './open-billing-portal.command';

@CommandHandler(OpenBillingPortalCommand)
export class OpenBillingPortalHandler implements ICommandHandler<OpenBillingPortalCommand, BillingPortalResponse> {
  constructor(
    @Inject(STRIPE) private readonly connection: StripeConnection | null,
    private readonly accounts: BillingAccounts,
  ) {}

  async execute({ actor, returnUrl }: OpenBillingPortalCommand): Promise<BillingPortalResponse> {
    const { stripe } = requireStripe(this.connection);
    const account = await this.accounts.ofWorkspace(actor.workspaceId);
    if (!account.stripeCustomerId) throw new DomainErrorException(noCustomer);
    const session = await callStripe(() => stripe.billingPortal.sessions.create({ customer: account.stripeCustomerId!, return_url: returnUrl }));
    return { url: session.url };
  }
}
