import { loadStripe, type Stripe } from '@stripe/stripe-js';

/**
 * Stripe.js comes from Stripe's servers (it must, for the card fields to be Stripe's own); loadStripe adds its
 * script once per publishable key. An object so that tests, which cannot reach Stripe, can stand in for it.
 */
const loaded = new Map<string, Promise<Stripe | null>>();

export const stripeLoader = {
  load(publishableKey: string): Promise<Stripe | null> {
    let stripe = loaded.get(publishableKey);
    if (!stripe) {
      stripe = loadStripe(publishableKey);
      loaded.set(publishableKey, stripe);
    }
    return stripe;
  },
};
