import type Stripe from 'stripe';
import type { StripeConfig } from '../../../config/config';
import { reportOf } from './subscription-report';

const config: StripeConfig = {
  secretKey: 'sk_test_x',
  publishableKey: 'pk_test_x',
  webhookSecret: 'whsec_x',
  prices: { price_pro_monthly: 'price_P', price_enterprise_monthly: 'price_E' },
  apiBase: null,
};
const subscription = (status: string, price = 'price_P', cancelAtPeriodEnd = false) =>
  ({
    id: 'sub_1',
    customer: 'cus_1',
    status,
    cancel_at_period_end: cancelAtPeriodEnd,
    items: { data: [{ price: { id: price }, current_period_end: 1_800_000_000 }] },
  }) as unknown as Stripe.Subscription;

describe("a Stripe subscription in Freshwatch's terms", () => {
  it('gives active, trialing and past_due subscriptions the plan of their price', () => {
    expect(reportOf(subscription('active'), config)).toEqual({
      planType: 'pro',
      subscriptionStatus: 'active',
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
      currentPeriodEnd: 1_800_000_000,
      cancelAtPeriodEnd: false,
    });
    expect(reportOf(subscription('trialing', 'price_E'), config)).toMatchObject({ planType: 'enterprise', subscriptionStatus: 'trialing' });
    expect(reportOf(subscription('past_due', 'price_E', true), config)).toMatchObject({
      planType: 'enterprise',
      subscriptionStatus: 'past_due',
      cancelAtPeriodEnd: true,
    });
  });

  it('returns ended subscriptions to Free', () => {
    for (const status of ['canceled', 'unpaid', 'incomplete_expired']) {
      expect(reportOf(subscription(status, 'price_P', true), config)).toMatchObject({
        planType: 'free',
        subscriptionStatus: 'canceled',
        cancelAtPeriodEnd: false,
      });
    }
    expect(reportOf(subscription('paused'), config)).toMatchObject({ planType: 'free', subscriptionStatus: 'inactive' });
  });

  it('has nothing to report for a subscription still waiting for its first payment, or a price no plan has', () => {
    expect(reportOf(subscription('incomplete'), config)).toBeNull();
    expect(reportOf(subscription('active', 'price_other'), config)).toBeNull();
  });
});
