import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { aUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import { browserLocation } from './billing-queries';
import { stripeLoader } from './stripe-loader';
import { SubscribePage } from './subscribe-page';

const enabled = { 'GET /api/billing/config': { body: { enabled: true, publishableKey: 'pk_test_x' } } };

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
