import { loadStripe, type Stripe } from '@stripe/stripe-js';

/** How long the payment step waits for Stripe.js before it says the form could not be loaded and offers a retry. */
export const STRIPE_LOAD_TIMEOUT_MS = 15_000;

export class StripeLoadError extends Error {}

/** Loads under way or done, per publishable key; a failed or timed-out load is forgotten, so a retry loads again. */
const loaded = new Map<string, Promise<Stripe>>();

/**
 * Stripe.js comes from Stripe's servers (it must, for the card fields to be Stripe's own). loadStripe rejects when
 * the script fails, but a stalled connection can leave it pending for minutes: `load` gives up after
 * STRIPE_LOAD_TIMEOUT_MS. A retry after a timeout asks loadStripe again, which still waits on the same script
 * download if the browser has not given up on it, and succeeds as soon as it arrives.
 * An object so that tests, which cannot reach Stripe, can stand in for `fetchScript` (or for `load` as a whole).
 */
export const stripeLoader = {
  fetchScript: (publishableKey: string): Promise<Stripe | null> => loadStripe(publishableKey),

  load(publishableKey: string, timeoutMs = STRIPE_LOAD_TIMEOUT_MS): Promise<Stripe> {
    const known = loaded.get(publishableKey);
    if (known) return known;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new StripeLoadError(`Stripe.js did not load within ${timeoutMs / 1000} s`)), timeoutMs);
    });
    const script = stripeLoader.fetchScript(publishableKey).then((stripe) => {
      // loadStripe answers null where there is no browser window; no payment form can be shown then either.
      if (!stripe) throw new StripeLoadError('Stripe.js is not available');
      return stripe;
    });
    const stripe = Promise.race([script, timeout]).finally(() => clearTimeout(timer));
    loaded.set(publishableKey, stripe);
    stripe.catch(() => {
      if (loaded.get(publishableKey) === stripe) loaded.delete(publishableKey);
    });
    return stripe;
  },
};
