import type { SubscriptionStatus } from '@freshwatch/contracts';
import type { DomainError } from '../../../../shared/domain/domain-error';
import { userNotFound, type UserState } from '../../domain/user';
import type { SubscriptionChanged } from '../../domain/user.events';
import type { RecordStripeSubscriptionCommand } from './record-stripe-subscription.command';

/** Statuses in which a subscription gives the account its plan; a replaced subscription ending in another is news of the past. */
const LIVE: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];

/**
 * Webhooks can arrive late and out of order. A report from an event Stripe created before the last one applied
 * is stale and changes nothing (billing's reports of its own calls' answers carry no time and always apply); so does the end of a subscription other than the account's current one (after a
 * re-subscribe), and a report that repeats the state the account already has.
 */
export function decideRecordStripeSubscription(command: RecordStripeSubscriptionCommand, state: UserState): SubscriptionChanged[] | DomainError {
  if (!state.exists) return userNotFound;
  const { planType, subscriptionStatus, stripe } = command;
  const last = state.stripe.lastEventCreated;
  if (last !== null && stripe.eventCreated !== null && stripe.eventCreated < last) return [];
  const current = state.stripe.subscriptionId;
  if (current !== null && current !== stripe.subscriptionId && !LIVE.includes(subscriptionStatus)) return [];
  const unchanged =
    state.planType === planType &&
    state.subscriptionStatus === subscriptionStatus &&
    current === stripe.subscriptionId &&
    state.stripe.customerId === stripe.customerId &&
    state.stripe.currentPeriodEnd === stripe.currentPeriodEnd &&
    state.stripe.cancelAtPeriodEnd === stripe.cancelAtPeriodEnd;
  if (unchanged) return [];
  return [{ type: 'SubscriptionChanged', data: { userId: command.userId, planType, subscriptionStatus, stripe } }];
}
