import type { PlanType } from '@freshwatch/contracts/enums';
import { PLAN_OFFERS } from '@freshwatch/contracts/plans';

/** Where each plan's button on the landing page leads: the free plan signs up, the paid ones subscribe. */
const CALLS_TO_ACTION: Record<PlanType, { label: string; href: '/api/login' | '/subscribe' }> = {
  free: { label: 'Get Started', href: '/api/login' },
  pro: { label: 'Start Pro Trial', href: '/subscribe' },
  enterprise: { label: 'Contact Sales', href: '/subscribe' },
};

/** The plan the pricing section draws the eye to. */
const HIGHLIGHTED: PlanType = 'pro';

/** The pricing section's cards: the offers from contracts, with their price as shown and their button. */
export const PLAN_CARDS = PLAN_OFFERS.map((offer) => ({
  ...offer,
  shownPrice: `$${offer.price}`,
  period: offer.price > 0 ? '/month' : undefined,
  cta: CALLS_TO_ACTION[offer.id],
  highlighted: offer.id === HIGHLIGHTED,
}));
