import type { Stripe } from '@stripe/stripe-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STRIPE_LOAD_TIMEOUT_MS, StripeLoadError, stripeLoader } from './stripe-loader';

const aStripe = () => ({ elements: () => ({}) }) as unknown as Stripe;

// Loads that succeeded are kept per publishable key for the page's life: each test uses its own key.
describe('stripeLoader.load', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('loads Stripe.js once per key and keeps it', async () => {
    const stripe = aStripe();
    const fetchScript = vi.spyOn(stripeLoader, 'fetchScript').mockResolvedValue(stripe);
    await expect(stripeLoader.load('pk_once')).resolves.toBe(stripe);
    await expect(stripeLoader.load('pk_once')).resolves.toBe(stripe);
    expect(fetchScript).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load: the next call loads again', async () => {
    const stripe = aStripe();
    const fetchScript = vi.spyOn(stripeLoader, 'fetchScript').mockRejectedValueOnce(new Error('Failed to load Stripe.js')).mockResolvedValueOnce(stripe);
    await expect(stripeLoader.load('pk_fails')).rejects.toThrow('Failed to load Stripe.js');
    await expect(stripeLoader.load('pk_fails')).resolves.toBe(stripe);
    expect(fetchScript).toHaveBeenCalledTimes(2);
  });

  it('treats no Stripe at all (loadStripe answers null) as a failure', async () => {
    vi.spyOn(stripeLoader, 'fetchScript').mockResolvedValue(null);
    await expect(stripeLoader.load('pk_null')).rejects.toBeInstanceOf(StripeLoadError);
  });

  it('gives up on a load that hangs after STRIPE_LOAD_TIMEOUT_MS, and loads again on the next call', async () => {
    vi.useFakeTimers();
    const stripe = aStripe();
    const fetchScript = vi
      .spyOn(stripeLoader, 'fetchScript')
      .mockReturnValueOnce(new Promise(() => undefined))
      .mockResolvedValueOnce(stripe);
    let outcome: unknown = 'pending';
    stripeLoader.load('pk_hangs').then(
      () => (outcome = 'loaded'),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(STRIPE_LOAD_TIMEOUT_MS - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(StripeLoadError);
    await expect(stripeLoader.load('pk_hangs')).resolves.toBe(stripe);
    expect(fetchScript).toHaveBeenCalledTimes(2);
  });
});
