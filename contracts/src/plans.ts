/**
 * The plans Freshwatch offers: what each costs, what it includes and how many pages
 * it may monitor. The landing page's pricing shows them; a later billing issue serves them from GET /api/plans
 * and enforces the page limits.
 */
import type { PlanType } from './enums';

interface PlanOffer {
  id: PlanType;
  name: string;
  /** US dollars per month. */
  price: number;
  /** The payment provider's monthly price; null for the free plan, which is never paid for. */
  priceId: 'price_pro_monthly' | 'price_enterprise_monthly' | null;
  description: string;
  features: string[];
  /** How many content items a workspace on this plan may monitor; null: no limit. */
  pageLimit: number | null;
}

/** The first feature of every plan, so that the page limit is written once: 'Up to 10 pages', 'Unlimited pages'. */
function pageLimitFeature(pageLimit: number | null): string {
  return pageLimit === null ? 'Unlimited pages' : `Up to ${pageLimit} pages`;
}

function offer(plan: Omit<PlanOffer, 'features'> & { otherFeatures: string[] }): PlanOffer {
  const { otherFeatures, ...rest } = plan;
  return { ...rest, features: [pageLimitFeature(plan.pageLimit), ...otherFeatures] };
}

export const PLAN_OFFERS: readonly PlanOffer[] = [
  offer({
    id: 'free',
    name: 'Free',
    price: 0,
    priceId: null,
    description: 'For a small site that wants to know which pages have gone stale.',
    pageLimit: 10,
    otherFeatures: ['Basic content analysis', 'Email notifications'],
  }),
  offer({
    id: 'pro',
    name: 'Pro',
    price: 29,
    priceId: 'price_pro_monthly',
    description: 'For growing sites that keep their content fresh with AI help.',
    pageLimit: 100,
    otherFeatures: ['AI suggestions', 'WordPress plugin', 'Advanced analytics', 'Email support'],
  }),
  offer({
    id: 'enterprise',
    name: 'Enterprise',
    price: 99,
    priceId: 'price_enterprise_monthly',
    description: 'For content teams and agencies with many sites.',
    pageLimit: null,
    otherFeatures: ['Team collaboration', 'Priority support', 'Custom integrations', 'Advanced reporting', 'White-label options'],
  }),
];
