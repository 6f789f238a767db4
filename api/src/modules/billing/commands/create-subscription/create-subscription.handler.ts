import { PAID_PRICE_IDS, type CreateSubscriptionResponse, type PaidPriceId } from '@freshwatch/contracts';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { DomainErrorException } from '../../../../shared/domain/domain-error';
import { LinkStripeCustomerCommand } from '../../../identity';
import type { BillingAccountRow } from '../../projections/billing-accounts/billing-account.entity';
import { BillingAccounts, hasLiveSubscription } from '../../stripe/billing-accounts';
import { callStripe, requireStripe, unknownPrice } from '../../stripe/billing-errors';
import { STRIPE, type StripeConnection } from '../../stripe/stripe-client';
import { ReportSubscription } from '../../stripe/report-subscription';
import { CreateSubscriptionCommand } from './create-subscription.command';

const isPaidPriceId = (priceId: string): priceId is PaidPriceId => (PAID_PRICE_IDS as readonly string[]).includes(priceId);

/**
 * A new subscriber gets a subscription that waits for payment (Stripe's default_incomplete): the reply's
 * clientSecret is what the Payment Element confirms, and the plan changes only when Stripe's webhook says the
 * invoice is paid. An account with a live subscription changes that subscription's price instead (prorated,
 * charged to the card on file), and its reply has no clientSecret.
 */
@CommandHandler(CreateSubscriptionCommand)
export class CreateSubscriptionHandler implements ICommandHandler<CreateSubscriptionCommand, CreateSubscriptionResponse> {
  constructor(
    @Inject(STRIPE) private readonly connection: StripeConnection | null,
    private readonly accounts: BillingAccounts,
    private readonly commands: CommandBus,
    private readonly reporter: ReportSubscription,
  ) {}

  async execute({ actor, priceId }: CreateSubscriptionCommand): Promise<CreateSubscriptionResponse> {
    const { stripe, config } = requireStripe(this.connection);
    if (!isPaidPriceId(priceId)) throw new DomainErrorException(unknownPrice);
    const stripePrice = config.prices[priceId];
    const account = await this.accounts.ofWorkspace(actor.workspaceId);
    if (hasLiveSubscription(account)) return this.changePlan(stripe, account, stripePrice);

    const customerId = await this.customerOf(stripe, account, actor.actorId);
    const subscription = await callStripe(() =>
      stripe.subscriptions.create({
        customer: customerId,
        items: [{ price: stripePrice }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        metadata: { userId: account.id, workspaceId: account.workspaceId },
        expand: ['latest_invoice.confirmation_secret'],
      }),
    );
    const clientSecret = (subscription.latest_invoice as Stripe.Invoice | null)?.confirmation_secret?.client_secret;
    if (!clientSecret) throw new Error(`Stripe created subscription ${subscription.id} without a payment to confirm.`);
    return { clientSecret, subscriptionId: subscription.id };
  }

  private async changePlan(stripe: Stripe, account: BillingAccountRow, stripePrice: string): Promise<CreateSubscriptionResponse> {
    const subscriptionId = account.stripeSubscriptionId!;
    const current = await callStripe(() => stripe.subscriptions.retrieve(subscriptionId));
    const updated = await callStripe(() =>
      stripe.subscriptions.update(subscriptionId, {
        items: [{ id: current.items.data[0].id, price: stripePrice }],
        proration_behavior: 'always_invoice',
        payment_behavior: 'pending_if_incomplete',
        cancel_at_period_end: false,
      }),
    );
    await this.reporter.report(account.id, updated, this.connection!.config, { eventId: 'api:change-plan', eventCreated: null });
    return { clientSecret: null, subscriptionId: updated.id };
  }

  /** One Stripe customer per account, kept on the account (an idempotency key covers two requests racing). */
  private async customerOf(stripe: Stripe, account: BillingAccountRow, actorId: string): Promise<string> {
    if (account.stripeCustomerId) return account.stripeCustomerId;
    const customer = await callStripe(() =>
      stripe.customers.create(
        { email: account.email, metadata: { userId: account.id, workspaceId: account.workspaceId } },
        { idempotencyKey: `freshwatch-customer-${account.id}` },
      ),
    );
    return this.commands.execute(new LinkStripeCustomerCommand(account.id, customer.id, actorId));
  }
}
