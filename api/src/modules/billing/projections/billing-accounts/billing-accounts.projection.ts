import type { EntityManager } from 'typeorm';
import type { StoredEvent } from '../../../../shared/event-store/event-store.port';
import type { Projection } from '../../../../shared/projections/projection';
import { RowBatch } from '../../../../shared/projections/row-batch';
import type { StripeCustomerLinked, SubscriptionChanged, UserProfileUpdated, UserRegistered } from '../../../identity';
import { BillingAccountRow } from './billing-account.entity';

type Followed = UserRegistered | UserProfileUpdated | SubscriptionChanged | StripeCustomerLinked;

/** Follows the account events identity records (billing asks identity to record Stripe's reports). */
export class BillingAccountsProjection implements Projection {
  readonly name = 'billing_accounts';
  readonly handles = ['UserRegistered', 'UserProfileUpdated', 'SubscriptionChanged', 'StripeCustomerLinked'] as const;
  readonly entities = [BillingAccountRow];

  async apply(events: StoredEvent[], manager: EntityManager): Promise<void> {
    const rows = await RowBatch.load(
      manager,
      BillingAccountRow,
      events.map((e) => (e.data as { userId: string }).userId),
    );
    for (const stored of events) {
      const event = stored as unknown as Followed;
      switch (event.type) {
        case 'UserRegistered': {
          const { userId, workspaceId, email, planType, subscriptionStatus } = event.data;
          rows.put(
            Object.assign(new BillingAccountRow(), {
              id: userId,
              workspaceId,
              email,
              planType,
              subscriptionStatus,
              pastDueSince: subscriptionStatus === 'past_due' ? stored.metadata.occurredAt : null,
              currentPeriodEnd: null,
              cancelAtPeriodEnd: false,
              stripeCustomerId: null,
              stripeSubscriptionId: null,
            }),
          );
          break;
        }
        case 'UserProfileUpdated':
          if (event.data.email !== undefined) rows.update(event.data.userId, (row) => void (row.email = event.data.email!));
          break;
        case 'StripeCustomerLinked':
          rows.update(event.data.userId, (row) => void (row.stripeCustomerId = event.data.stripeCustomerId));
          break;
        case 'SubscriptionChanged':
          rows.update(event.data.userId, (row) => {
            const { planType, subscriptionStatus, stripe } = event.data;
            // The grace period runs from the first report of past_due, not from each retry's.
            if (subscriptionStatus !== 'past_due') row.pastDueSince = null;
            else if (row.subscriptionStatus !== 'past_due' || row.pastDueSince === null) row.pastDueSince = stored.metadata.occurredAt;
            row.planType = planType;
            row.subscriptionStatus = subscriptionStatus;
            if (stripe) {
              row.stripeCustomerId = stripe.customerId;
              row.stripeSubscriptionId = stripe.subscriptionId;
              row.currentPeriodEnd = stripe.currentPeriodEnd;
              row.cancelAtPeriodEnd = stripe.cancelAtPeriodEnd;
            }
          });
          break;
      }
    }
    await rows.flush();
  }
}
