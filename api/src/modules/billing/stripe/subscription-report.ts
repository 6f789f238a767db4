import type { PlanType, SubscriptionStatus } from '@freshwatch/contracts';
import type Stripe from 'stripe';
import type { StripeConfig } from '../../../config/config';

/** What a Stripe subscription means for the account: its plan and status in Freshwatch's terms. */
export interface SubscriptionReport {
  planType: PlanType;
  subscriptionStatus: SubscriptionStatus;
  customerId: string;
  subscriptionId: string;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
}

/** The plan a Stripe price id stands for, through STRIPE_PRICE_PRO and STRIPE_PRICE_ENTERPRISE. */
export function planOfStripePrice(config: StripeConfig, stripePriceId: string | undefined): PlanType | null {
  if (stripePriceId === config.prices.price_pro_monthly) return 'pro';
  if (stripePriceId === config.prices.price_enterprise_monthly) return 'enterprise';
  return null;
}

const idOf = (value: string | { id: string }) => (typeof value === 'string' ? value : value.id);

/**
 * Stripe's statuses in Freshwatch's: active, trialing and past_due keep the plan (past_due for the grace period);
 * canceled, unpaid and incomplete_expired end it (Free); paused keeps nothing either. incomplete is a
 * subscription still waiting for its first payment: null, nothing to report yet. null too for a price no plan has.
 */
export function reportOf(subscription: Stripe.Subscription, config: StripeConfig): SubscriptionReport | null {
  const item = subscription.items.data[0];
  const plan = planOfStripePrice(config, item?.price.id);
  if (plan === null) return null;
  const base = {
    customerId: idOf(subscription.customer),
    subscriptionId: subscription.id,
    currentPeriodEnd: item?.current_period_end ?? null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
  switch (subscription.status) {
    case 'active':
      return { ...base, planType: plan, subscriptionStatus: 'active' };
    case 'trialing':
      return { ...base, planType: plan, subscriptionStatus: 'trialing' };
    case 'past_due':
      return { ...base, planType: plan, subscriptionStatus: 'past_due' };
    case 'canceled':
    case 'unpaid':
    case 'incomplete_expired':
      return { ...base, planType: 'free', subscriptionStatus: 'canceled', cancelAtPeriodEnd: false };
    case 'paused':
      return { ...base, planType: 'free', subscriptionStatus: 'inactive' };
    default:
      return null;
  }
}
