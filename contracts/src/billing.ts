/**
 * Billing and plan limits: the shapes the billing routes answer and the rules both sides apply to decide which
 * plan's limits hold for an account right now.
 */
import type { PlanType, SubscriptionStatus } from './enums';
import { PLAN_FEATURES, PLAN_OFFERS, planOffer, type PlanFeatures } from './plans';

export type PaidPriceId = 'price_pro_monthly' | 'price_enterprise_monthly';
export const PAID_PRICE_IDS: readonly PaidPriceId[] = ['price_pro_monthly', 'price_enterprise_monthly'];

/** The plan a priceId buys; null for an id no plan offers. */
export function planOfPriceId(priceId: string): PlanType | null {
  return PLAN_OFFERS.find((plan) => plan.priceId === priceId)?.id ?? null;
}

/**
 * How long a past_due subscription keeps its plan's limits while Stripe retries the payment. Stripe's default
 * Smart Retries run for up to two weeks before the subscription is canceled; the limits hold that long too, so a
 * card that expired does not lock a paying customer out mid-retry.
 */
export const PAST_DUE_GRACE_DAYS = 14;

export interface PlanStanding {
  planType: PlanType;
  subscriptionStatus: SubscriptionStatus;
  /** When the subscription became past_due (ISO); null when it is not past_due. */
  pastDueSince: string | null;
}

/**
 * The plan whose limits apply now: past_due keeps the plan for PAST_DUE_GRACE_DAYS, canceled falls back to Free,
 * and every other status has its plan. 'inactive' is every new account's status (Free) and what an administrator
 * may leave on a plan they assign with billing off, so it does not take the assigned plan away.
 */
export function effectivePlan({ planType, subscriptionStatus, pastDueSince }: PlanStanding, now: Date): PlanType {
  switch (subscriptionStatus) {
    case 'canceled':
      return 'free';
    case 'past_due': {
      if (pastDueSince === null) return planType;
      const graceEnds = new Date(pastDueSince).getTime() + PAST_DUE_GRACE_DAYS * 24 * 60 * 60 * 1000;
      return now.getTime() < graceEnds ? planType : 'free';
    }
    default:
      return planType;
  }
}

export function pageLimitOf(plan: PlanType): number | null {
  return planOffer(plan).pageLimit;
}

/** What a workspace may do on its plan now. null: no limit. */
export interface PlanAllowance {
  pageLimit: number | null;
  memberLimit: number | null;
  /** The features the server checks (PLAN_FEATURES), included or not. */
  features: PlanFeatures;
}

const EVERY_FEATURE = Object.fromEntries(PLAN_FEATURES.map((feature) => [feature, true])) as PlanFeatures;

/**
 * The one rule for a workspace's limits and features, read by every check the server makes (the page limit,
 * invitations and joining, API keys, GET /api/plan-usage) and by the screens through plan-usage. It reads the plan
 * table (PLAN_OFFERS). `administered`: the instance administrator (the first account) is an owner of the
 * workspace; such a workspace is never limited by its plan — pages, members or features — for any of its members,
 * as the administrator runs the server and, with billing off, has no plan to buy.
 */
export function planAllowance(plan: PlanType, administered: boolean): PlanAllowance {
  if (administered) return { pageLimit: null, memberLimit: null, features: { ...EVERY_FEATURE } };
  const { pageLimit, memberLimit, includes } = planOffer(plan);
  return { pageLimit, memberLimit, features: { ...includes } };
}

/**
 * The plan a workspace is shown and treated as on: its plan in force (effectivePlan), except that a workspace the
 * instance administrator owns has everything and is shown as Enterprise (its badge, its Billing page), whatever its
 * own subscription: the administrator runs the server and, with billing off, has no plan to buy.
 */
export function planInForce(effective: PlanType, administered: boolean): PlanType {
  return administered ? 'enterprise' : effective;
}

/** Whether a workspace with `members` members may take one more (an invitation, or someone joining by one). */
export function hasRoomForMember({ memberLimit }: Pick<PlanAllowance, 'memberLimit'>, members: number): boolean {
  return memberLimit === null || members < memberLimit;
}

/**
 * GET /api/plan-usage: the current workspace's plan as every member gets it — the content screen's 'N of M pages',
 * and what the screens offer (inviting, API keys). limit and memberLimit null: no limit (Enterprise, the
 * administrator's workspace).
 */
export interface PlanUsage {
  planType: PlanType;
  used: number;
  limit: number | null;
  memberLimit: number | null;
  features: PlanFeatures;
}

/** The content screen offers Upgrade from this share of the limit on (8 of 10, 80 of 100). */
export const NEAR_LIMIT_SHARE = 0.8;

export function isNearPageLimit({ used, limit }: Pick<PlanUsage, 'used' | 'limit'>): boolean {
  return limit !== null && used >= Math.floor(limit * NEAR_LIMIT_SHARE);
}

/** The 403 message past the limit: the plan, the limit and how to upgrade. */
export function pageLimitMessage(plan: PlanType, limit: number): string {
  const name = planOffer(plan).name;
  return `Your ${name} plan allows up to ${limit} pages. Upgrade your plan on the Subscribe page (/subscribe) to add more.`;
}

/** GET /api/billing/config: whether payments are configured on this server, and Stripe.js's publishable key. */
export interface BillingConfig {
  enabled: boolean;
  publishableKey: string | null;
}

export interface CreateSubscriptionRequest {
  priceId: string;
}

/**
 * clientSecret: what Stripe's Payment Element confirms for a new subscription; null when the account already had
 * a subscription and its plan was changed instead (prorated, charged to the card on file).
 */
export interface CreateSubscriptionResponse {
  clientSecret: string | null;
  subscriptionId: string;
}

/** GET /api/subscription-status. currentPeriodEnd in unix seconds. */
export interface SubscriptionStatusResponse {
  status: SubscriptionStatus;
  planType: PlanType;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
}

export interface BillingPortalResponse {
  url: string;
}

export interface Invoice {
  id: string;
  number: string | null;
  /** ISO date of creation. */
  date: string;
  /** In the currency's smallest unit (cents), as Stripe counts it. */
  amount: number;
  currency: string;
  status: string | null;
  hostedInvoiceUrl: string | null;
  invoicePdf: string | null;
}
