import type { Stripe } from '@stripe/stripe-js';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { aUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import { browserLocation } from './billing-queries';
import { STRIPE_LOAD_FAILED } from './payment-step';
import { STRIPE_LOAD_TIMEOUT_MS, stripeLoader } from './stripe-loader';
import { SubscribePage } from './subscribe-page';

const enabled = { 'GET /api/billing/config': { body: { enabled: true, publishableKey: 'pk_test_x' } } };

/**
 * Enough of Stripe.js for <Elements> and the Payment Element: the element reports 'ready' as soon as it is listened
 * to, as Stripe's does once its fields are shown.
 */
function aFakeStripe(): Stripe {
  const element = {
    mount: () => undefined,
    on: (event: string, handler: () => void) => event === 'ready' && setTimeout(handler, 0),
    off: () => undefined,
    update: () => undefined,
    destroy: () => undefined,
  };
  const elements = { create: () => element, update: () => undefined, getElement: () => element };
  const fn = () => Promise.resolve({});
  return { elements: () => elements, createToken: fn, createPaymentMethod: fn, confirmCardPayment: fn, confirmPayment: fn } as unknown as Stripe;
}

/**
 * Opens the payment step for Pro. Loads that succeeded are kept per publishable key, so each test that lets
 * Stripe.js load passes its own key.
 */
async function openPaymentStep(publishableKey: string) {
  mockFetch({
    'GET /api/billing/config': { body: { enabled: true, publishableKey } },
    'POST /api/create-subscription': { body: { clientSecret: 'pi_1_secret_2', subscriptionId: 'sub_1' } },
  });
  await renderWithProviders(<SubscribePage />, { user: aUser() });
  const user = setupUser(vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe to Pro' })).toBeEnabled(), { timeout: 5000 });
  await user.click(screen.getByRole('button', { name: 'Subscribe to Pro' }));
  expect(await screen.findByRole('heading', { name: 'Complete Your Pro Subscription' })).toBeInTheDocument();
  return user;
}

describe('SubscribePage', () => {
  beforeEach(() => {
    // Stripe.js comes from Stripe's servers, which tests cannot reach: it never finishes loading here.
    vi.spyOn(stripeLoader, 'load').mockReturnValue(new Promise(() => undefined));
    vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('offers Pro, marked Most Popular, and Enterprise, each with its price and features', async () => {
    mockFetch(enabled);
    await renderWithProviders(<SubscribePage />, { user: null });
    // Enabled once the server said payments are configured.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe to Pro' })).toBeEnabled(), { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Subscribe to Enterprise' })).toBeInTheDocument();
    expect(screen.getByText('Most Popular')).toBeInTheDocument();
    expect(screen.getByText('$29')).toBeInTheDocument();
    expect(screen.getByText('$99')).toBeInTheDocument();
    expect(screen.getByText('Up to 100 pages')).toBeInTheDocument();
    expect(screen.getByText('Unlimited pages')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/');
  });

  it('starts the subscription and shows the payment form, its submit button disabled until Stripe is ready', async () => {
    const api = mockFetch({ ...enabled, 'POST /api/create-subscription': { body: { clientSecret: 'pi_1_secret_2', subscriptionId: 'sub_1' } } });
    await renderWithProviders(<SubscribePage />, { user: aUser() });
    const user = setupUser();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe to Pro' })).toBeEnabled(), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Subscribe to Pro' }));
    expect(await screen.findByRole('heading', { name: 'Complete Your Pro Subscription' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/create-subscription')[0].body).toEqual({ priceId: 'price_pro_monthly' });
    expect(stripeLoader.load).toHaveBeenCalledWith('pk_test_x');
    expect(screen.getByRole('button', { name: 'Subscribe to Pro' })).toBeDisabled();
    expect(screen.getByText('Secure payment powered by Stripe')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to Plans' }));
    expect(await screen.findByRole('button', { name: 'Subscribe to Enterprise' })).toBeEnabled();
  });

  it('says the payment form could not be loaded when Stripe.js fails, and loads it again on Try again', async () => {
    vi.mocked(stripeLoader.load).mockRestore();
    const fetchScript = vi.spyOn(stripeLoader, 'fetchScript').mockRejectedValueOnce(new Error('Failed to load Stripe.js')).mockResolvedValueOnce(aFakeStripe());
    const user = await openPaymentStep('pk_test_fails_once');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(STRIPE_LOAD_FAILED);
    expect(screen.queryByText('Loading the secure payment form...')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    // Loaded this time: the form is ready to pay.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe to Pro' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchScript).toHaveBeenCalledTimes(2);
    expect(fetchScript).toHaveBeenLastCalledWith('pk_test_fails_once');
  });

  it('gives up waiting for Stripe.js after STRIPE_LOAD_TIMEOUT_MS instead of spinning forever, and retries', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      vi.mocked(stripeLoader.load).mockRestore();
      const fetchScript = vi
        .spyOn(stripeLoader, 'fetchScript')
        .mockReturnValueOnce(new Promise(() => undefined))
        .mockResolvedValueOnce(aFakeStripe());
      const user = await openPaymentStep('pk_test_hangs_once');
      expect(screen.getByText('Loading the secure payment form...')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(STRIPE_LOAD_TIMEOUT_MS - 1000));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(STRIPE_LOAD_FAILED);
      expect(screen.queryByText('Loading the secure payment form...')).not.toBeInTheDocument();

      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe to Pro' })).toBeEnabled());
      expect(fetchScript).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("says so when the subscription can't be started", async () => {
    mockFetch({ ...enabled, 'POST /api/create-subscription': { status: 502, body: { message: 'The payment provider refused the request' } } });
    await renderWithProviders(<SubscribePage />, { user: aUser() });
    const user = setupUser();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe to Enterprise' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Subscribe to Enterprise' }));
    expect(await screen.findByText('Failed to start subscription process. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Complete Your/ })).not.toBeInTheDocument();
  });

  it('changes the plan of a paying account without a payment form, and goes to the dashboard', async () => {
    mockFetch({ ...enabled, 'POST /api/create-subscription': { body: { clientSecret: null, subscriptionId: 'sub_1' } } });
    await renderWithProviders(<SubscribePage />, { user: aUser({ planType: 'pro', subscriptionStatus: 'active' }) });
    const user = setupUser();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe to Enterprise' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Subscribe to Enterprise' }));
    expect(await screen.findByText('Welcome to Freshwatch Enterprise!')).toBeInTheDocument();
    expect(browserLocation.assign).toHaveBeenCalledWith('/?subscription=success');
  });

  it('says payments are not configured on a server without Stripe, and offers no payment', async () => {
    mockFetch({ 'GET /api/billing/config': { body: { enabled: false, publishableKey: null } } });
    await renderWithProviders(<SubscribePage />, { user: null });
    expect(await screen.findByText('Payments are not configured on this server.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Subscribe to/ })).not.toBeInTheDocument());
  });
});
