/**
 * The plans Freshwatch offers, in one table: what each costs, how many pages and members it allows and which
 * features it includes. The landing page's pricing, the Subscribe and Billing screens, GET /api/plans and the
 * server's checks (planAllowance in billing.ts: the page limit, invitations, API keys) all read this table, so
 * what a plan is sold with and what the server lets it do cannot drift apart.
 */
import type { PlanType } from './enums';

/**
 * The features the server checks by plan. `wordpressPlugin`: downloading the plugin and issuing API keys, whose
 * sync stays within the plan's page limit (every plan: the plugin is how WordPress users try Freshwatch).
 * `team`: inviting members (Enterprise's "Team collaboration"); a plan without it has one member.
 */
export const PLAN_FEATURES = ['wordpressPlugin', 'team'] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];
export type PlanFeatures = Record<PlanFeature, boolean>;

/** How each checked feature reads in a plan's feature list. */
const FEATURE_TEXTS: Record<PlanFeature, string> = { wordpressPlugin: 'WordPress plugin', team: 'Team collaboration' };

interface PlanOffer {
  id: PlanType;
  name: string;
  /** US dollars per month. */
  price: number;
  /** The payment provider's monthly price; null for the free plan, which is never paid for. */
  priceId: 'price_pro_monthly' | 'price_enterprise_monthly' | null;
  description: string;
  /** What the plan is sold with, as the pricing and the Billing page list it: the page limit first. */
  features: string[];
  /** How many content items a workspace on this plan may monitor; null: no limit. */
  pageLimit: number | null;
  /** How many members a workspace on this plan may have; null: no limit. One unless the plan includes `team`. */
  memberLimit: number | null;
  /** The features the server checks, included or not. */
  includes: PlanFeatures;
}

/** 'Up to 10 pages', 'Unlimited pages': the first line of every plan's list, so that the page limit is written once. */
function pageLimitFeature(pageLimit: number | null): string {
  return pageLimit === null ? 'Unlimited pages' : `Up to ${pageLimit} pages`;
}

function offer(plan: Omit<PlanOffer, 'features' | 'memberLimit'> & { otherFeatures: string[] }): PlanOffer {
  const { otherFeatures, ...rest } = plan;
  const checked = PLAN_FEATURES.filter((feature) => plan.includes[feature]).map((feature) => FEATURE_TEXTS[feature]);
  return {
    ...rest,
    memberLimit: plan.includes.team ? null : 1,
    features: [pageLimitFeature(plan.pageLimit), ...checked, ...otherFeatures],
  };
}

export const PLAN_OFFERS: readonly PlanOffer[] = [
  offer({
    id: 'free',
    name: 'Free',
    price: 0,
    priceId: null,
    description: 'For a small site that wants to know which pages have gone stale.',
    pageLimit: 10,
    includes: { wordpressPlugin: true, team: false },
    otherFeatures: ['Basic content analysis', 'Email notifications'],
  }),
  offer({
    id: 'pro',
    name: 'Pro',
    price: 29,
    priceId: 'price_pro_monthly',
    description: 'For growing sites that keep their content fresh with AI help.',
    pageLimit: 100,
    includes: { wordpressPlugin: true, team: false },
    otherFeatures: ['AI suggestions', 'Advanced analytics', 'Email support'],
  }),
  offer({
    id: 'enterprise',
    name: 'Enterprise',
    price: 99,
    priceId: 'price_enterprise_monthly',
    description: 'For content teams and agencies with many sites.',
    pageLimit: null,
    includes: { wordpressPlugin: true, team: true },
    otherFeatures: ['Priority support', 'Custom integrations', 'Advanced reporting', 'White-label options'],
  }),
];

/** The offer of a plan (every PlanType has one). */
export function planOffer(plan: PlanType): PlanOffer {
  return PLAN_OFFERS.find((candidate) => candidate.id === plan) ?? PLAN_OFFERS[0];
}
