import {
  effectivePlan,
  hasRoomForMember,
  isNearPageLimit,
  pageLimitMessage,
  pageLimitOf,
  PAST_DUE_GRACE_DAYS,
  planAllowance,
  planInForce,
  planOfPriceId,
} from './billing';

const now = new Date('2026-11-23T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe('effective plan', () => {
  it('gives active and trialing subscriptions their plan', () => {
    expect(effectivePlan({ planType: 'pro', subscriptionStatus: 'active', pastDueSince: null }, now)).toBe('pro');
    expect(effectivePlan({ planType: 'enterprise', subscriptionStatus: 'trialing', pastDueSince: null }, now)).toBe('enterprise');
  });

  it('keeps a past_due plan during the grace period and drops to free after it', () => {
    expect(effectivePlan({ planType: 'pro', subscriptionStatus: 'past_due', pastDueSince: daysAgo(PAST_DUE_GRACE_DAYS - 1) }, now)).toBe('pro');
    expect(effectivePlan({ planType: 'pro', subscriptionStatus: 'past_due', pastDueSince: daysAgo(PAST_DUE_GRACE_DAYS) }, now)).toBe('free');
  });

  it('returns canceled accounts to free', () => {
    expect(effectivePlan({ planType: 'pro', subscriptionStatus: 'canceled', pastDueSince: null }, now)).toBe('free');
  });

  it('keeps a plan an administrator assigned whatever other status they left on it', () => {
    expect(effectivePlan({ planType: 'enterprise', subscriptionStatus: 'inactive', pastDueSince: null }, now)).toBe('enterprise');
  });
});

describe('page limits', () => {
  it('are 10, 100 and none', () => {
    expect([pageLimitOf('free'), pageLimitOf('pro'), pageLimitOf('enterprise')]).toEqual([10, 100, null]);
  });

  it('count as near from 80%', () => {
    expect(isNearPageLimit({ used: 7, limit: 10 })).toBe(false);
    expect(isNearPageLimit({ used: 8, limit: 10 })).toBe(true);
    expect(isNearPageLimit({ used: 5000, limit: null })).toBe(false);
  });

  it('name the plan, the limit and how to upgrade when refused', () => {
    expect(pageLimitMessage('free', 10)).toBe('Your Free plan allows up to 10 pages. Upgrade your plan on the Subscribe page (/subscribe) to add more.');
  });

  it('map the price ids the web speaks to plans', () => {
    expect(planOfPriceId('price_pro_monthly')).toBe('pro');
    expect(planOfPriceId('price_enterprise_monthly')).toBe('enterprise');
    expect(planOfPriceId('price_unknown')).toBeNull();
  });
});

describe('plan allowance', () => {
  it('gives Free and Pro one member and Enterprise a team, with their page limits', () => {
    expect(planAllowance('free', false)).toEqual({ pageLimit: 10, memberLimit: 1, features: { wordpressPlugin: true, team: false } });
    expect(planAllowance('pro', false)).toEqual({ pageLimit: 100, memberLimit: 1, features: { wordpressPlugin: true, team: false } });
    expect(planAllowance('enterprise', false)).toEqual({ pageLimit: null, memberLimit: null, features: { wordpressPlugin: true, team: true } });
  });

  it("never limits the instance administrator's workspace, whatever its plan", () => {
    expect(planAllowance('free', true)).toEqual({ pageLimit: null, memberLimit: null, features: { wordpressPlugin: true, team: true } });
    expect(hasRoomForMember(planAllowance('free', true), 1)).toBe(true);
    expect(planInForce('free', true)).toBe('enterprise');
    expect(planInForce('pro', false)).toBe('pro');
  });

  it('has room for one more member only below the member limit', () => {
    expect(hasRoomForMember(planAllowance('free', false), 1)).toBe(false);
    expect(hasRoomForMember({ memberLimit: 2 }, 1)).toBe(true);
    expect(hasRoomForMember(planAllowance('enterprise', false), 40)).toBe(true);
  });
});
