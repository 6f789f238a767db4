import { Provider } from '@nestjs/common';
import type Stripe from 'stripe';
import { APP_CONFIG, AppConfig, StripeConfig } from '../../../config/config';

/** The Stripe SDK and the configuration it was made from; null when billing is off (no STRIPE_SECRET_KEY). */
export interface StripeConnection {
  stripe: Stripe;
  config: StripeConfig;
}

export const STRIPE = Symbol('STRIPE');

/**
 * STRIPE_API_BASE points the real SDK at another server (the loopback test server); unset, it talks to Stripe.
 * The SDK is loaded only when billing is on: a server without Stripe keys does not pay for loading it at start.
 */
export function createStripe(config: StripeConfig): Stripe {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Stripe: typeof import('stripe') = require('stripe');
  if (config.apiBase === null) return new Stripe(config.secretKey, { maxNetworkRetries: 2, appInfo: { name: 'Freshwatch' } });
  const base = new URL(config.apiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.secretKey, {
    host: base.hostname,
    port: base.port ? Number(base.port) : protocol === 'http' ? 80 : 443,
    protocol,
    maxNetworkRetries: 0,
    appInfo: { name: 'Freshwatch' },
  });
}

export const stripeProvider: Provider = {
  provide: STRIPE,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): StripeConnection | null => (config.stripe ? { stripe: createStripe(config.stripe), config: config.stripe } : null),
};
