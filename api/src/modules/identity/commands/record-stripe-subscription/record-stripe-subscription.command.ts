import type { PlanType, SubscriptionStatus } from '@freshwatch/contracts';
import type { StripeSubscriptionFacts } from '../../domain/user.events';

/**
 * Billing reports what a Stripe webhook told it about an account's subscription; identity, which owns the
 * account's stream, decides whether that is news (a SubscriptionChanged) or stale.
 */
export class RecordStripeSubscriptionCommand {
  constructor(
    readonly userId: string,
    readonly planType: PlanType,
    readonly subscriptionStatus: SubscriptionStatus,
    readonly stripe: StripeSubscriptionFacts,
  ) {}
}
