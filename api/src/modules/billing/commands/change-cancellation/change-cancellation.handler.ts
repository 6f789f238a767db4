import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainErrorException } from '../../../../shared/domain/domain-error';
import { BillingAccounts, hasLiveSubscription } from '../../stripe/billing-accounts';
import { callStripe, noSubscription, requireStripe } from '../../stripe/billing-errors';
import { STRIPE, type StripeConnection } from '../../stripe/stripe-client';
import { ReportSubscription } from '../../stripe/report-subscription';
import { ChangeCancellationCommand } from './change-cancellation.command';

/**
 * Stripe keeps the subscription active until the period ends either way. Stripe's answer is recorded at once, so
 * the Billing page shows the notice (or its removal) on reload; the webhook that follows repeats it and changes nothing.
 */
@CommandHandler(ChangeCancellationCommand)
export class ChangeCancellationHandler implements ICommandHandler<ChangeCancellationCommand, void> {
  constructor(
    @Inject(STRIPE) private readonly connection: StripeConnection | null,
    private readonly accounts: BillingAccounts,
    private readonly reporter: ReportSubscription,
  ) {}

  async execute({ actor, cancelAtPeriodEnd }: ChangeCancellationCommand): Promise<void> {
    const { stripe, config } = requireStripe(this.connection);
    const account = await this.accounts.ofWorkspace(actor.workspaceId);
    if (!hasLiveSubscription(account)) throw new DomainErrorException(noSubscription);
    const updated = await callStripe(() => stripe.subscriptions.update(account.stripeSubscriptionId!, { cancel_at_period_end: cancelAtPeriodEnd }));
    await this.reporter.report(account.id, updated, config, { eventId: cancelAtPeriodEnd ? 'api:cancel' : 'api:resume', eventCreated: null });
  }
}
