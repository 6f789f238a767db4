import { PLAN_TYPES } from './enums';
import { PLAN_OFFERS } from './plans';

describe('plan offers', () => {
  it('offers every plan once, in the order free, pro, enterprise', () => {
    expect(PLAN_OFFERS.map((plan) => plan.id)).toEqual([...PLAN_TYPES]);
  });

  it('prices the paid plans monthly with their payment price ids', () => {
    expect(PLAN_OFFERS.map(({ id, name, price, priceId }) => ({ id, name, price, priceId }))).toEqual([
      { id: 'free', name: 'Free', price: 0, priceId: null },
      { id: 'pro', name: 'Pro', price: 29, priceId: 'price_pro_monthly' },
      { id: 'enterprise', name: 'Enterprise', price: 99, priceId: 'price_enterprise_monthly' },
    ]);
  });

  it('limits free to 10 pages and pro to 100, and enterprise not at all', () => {
    expect(PLAN_OFFERS.map((plan) => plan.pageLimit)).toEqual([10, 100, null]);
  });

  it('lists the included features, starting with the page limit', () => {
    const [free, pro, enterprise] = PLAN_OFFERS;
    expect(free.features).toEqual(['Up to 10 pages', 'WordPress plugin', 'Basic content analysis', 'Email notifications']);
    expect(pro.features).toEqual(['Up to 100 pages', 'WordPress plugin', 'AI suggestions', 'Advanced analytics', 'Email support']);
    expect(enterprise.features).toEqual([
      'Unlimited pages',
      'WordPress plugin',
      'Team collaboration',
      'Priority support',
      'Custom integrations',
      'Advanced reporting',
      'White-label options',
    ]);
  });

  it('gives every plan the WordPress plugin and only Enterprise a team; a plan without a team has one member', () => {
    expect(PLAN_OFFERS.map(({ includes, memberLimit }) => ({ includes, memberLimit }))).toEqual([
      { includes: { wordpressPlugin: true, team: false }, memberLimit: 1 },
      { includes: { wordpressPlugin: true, team: false }, memberLimit: 1 },
      { includes: { wordpressPlugin: true, team: true }, memberLimit: null },
    ]);
  });
});
