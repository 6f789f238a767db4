import type { Invoice, SubscriptionStatusResponse, WorkspaceRole } from '@freshwatch/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { aUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import { BillingPage } from './billing-page';
import { billingConfigQueryOptions, browserLocation, subscriptionStatusQueryOptions } from './billing-queries';

// Jan 5, 2027, 12:00 UTC.
const periodEnd = Date.UTC(2027, 0, 5, 12) / 1000;
const pro: SubscriptionStatusResponse = { status: 'active', planType: 'pro', currentPeriodEnd: periodEnd, cancelAtPeriodEnd: false };
const invoice: Invoice = {
  id: 'in_1',
  number: 'FW-0001',
  date: '2026-12-05T12:00:00.000Z',
  amount: 2900,
  currency: 'usd',
  status: 'paid',
  hostedInvoiceUrl: 'https://invoice.example/1',
  invoicePdf: 'https://invoice.example/1.pdf',
};

async function renderPage(subscription: SubscriptionStatusResponse, enabled = true, workspaceRole: WorkspaceRole = 'owner') {
  await renderWithProviders(<BillingPage />, {
    user: aUser({ planType: subscription.planType, workspaceRole }),
    queryData: [
      [subscriptionStatusQueryOptions().queryKey, subscription],
      [billingConfigQueryOptions().queryKey, { enabled, publishableKey: enabled ? 'pk_test_x' : null }],
    ],
  });
  return setupUser();
}

describe('BillingPage', () => {
  beforeEach(() => vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('shows the plan, its status, the next billing date, its features and the invoices', async () => {
    mockFetch({ 'GET /api/invoices': { body: [invoice] } });
    await renderPage(pro);
    expect(screen.getByRole('heading', { name: 'Current Plan' })).toBeInTheDocument();
    expect(screen.getAllByText('active')[0]).toBeInTheDocument();
    expect(screen.getByText('Jan 5, 2027')).toBeInTheDocument();
    expect(screen.getByText('Up to 100 pages')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade Plan' })).not.toBeInTheDocument();
    const row = (await screen.findByText('FW-0001')).closest('tr') as HTMLElement;
    expect(within(row).getByText('$29.00')).toBeInTheDocument();
    expect(within(row).getByText('Dec 5, 2026')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Download invoice FW-0001 as PDF' })).toHaveAttribute('href', 'https://invoice.example/1.pdf');
  });

  it("says 'No billing history available' without invoices, and offers Upgrade to a free account", async () => {
    mockFetch({ 'GET /api/invoices': { body: [] } });
    await renderPage({ status: 'inactive', planType: 'free', currentPeriodEnd: null, cancelAtPeriodEnd: false });
    expect(await screen.findByText('No billing history available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/subscribe');
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });

  it('cancels at the period end, shows the notice with the date, and resumes', async () => {
    const api = mockFetch({
      'GET /api/invoices': { body: [] },
      'POST /api/cancel-subscription': { body: { ...pro, cancelAtPeriodEnd: true } },
      'POST /api/resume-subscription': { body: pro },
    });
    const user = await renderPage(pro);
    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('Your subscription will remain active until the end of the billing period.')).toBeInTheDocument();
    const notice = screen.getByText(/Your subscription will be canceled on/).closest('[role="status"]') as HTMLElement;
    expect(within(notice).getByText('Jan 5, 2027')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
    expect(screen.queryByText(/Your subscription will be canceled on/)).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/resume-subscription')).toHaveLength(1);
  });

  it('says so when cancelling fails', async () => {
    mockFetch({ 'GET /api/invoices': { body: [] }, 'POST /api/cancel-subscription': { status: 502, body: { message: 'down' } } });
    const user = await renderPage(pro);
    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('Failed to cancel subscription. Please try again.')).toBeInTheDocument();
  });

  it("opens Stripe's billing portal to update the payment method", async () => {
    mockFetch({ 'GET /api/invoices': { body: [] }, 'POST /api/billing-portal': { body: { url: 'https://portal.example/session' } } });
    const user = await renderPage(pro);
    await user.click(screen.getByRole('button', { name: 'Update Payment Method' }));
    await vi.waitFor(() => expect(browserLocation.assign).toHaveBeenCalledWith('https://portal.example/session'));
  });

  it('shows the plan without payment actions when billing is off', async () => {
    mockFetch({ 'GET /api/invoices': { body: [] } });
    await renderPage({ status: 'active', planType: 'pro', currentPeriodEnd: null, cancelAtPeriodEnd: false }, false);
    expect(screen.getByText(/Payments are not configured on this server/)).toBeInTheDocument();
    for (const name of ['Cancel Subscription', 'Update Payment Method']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  describe.each<WorkspaceRole>(['editor', 'viewer', 'auditor'])('as %s of an Enterprise workspace', (role) => {
    const enterprise: SubscriptionStatusResponse = { status: 'active', planType: 'enterprise', currentPeriodEnd: periodEnd, cancelAtPeriodEnd: false };

    it('shows the plan and its renewal date read-only, and asks nothing of the owner-only routes', async () => {
      // Any request to the API would be unexpected: the invoices and the payment actions are the owners'.
      const api = mockFetch({});
      await renderPage(enterprise, true, role);
      expect(screen.getByText('Enterprise')).toBeInTheDocument();
      expect(screen.getByText('Jan 5, 2027')).toBeInTheDocument();
      expect(screen.getByText('Unlimited pages')).toBeInTheDocument();
      expect(screen.getByText(/Ask your workspace owner to change the plan/)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Upgrade Plan' })).not.toBeInTheDocument();
      for (const name of ['Cancel Subscription', 'Update Payment Method', 'Resume subscription'])
        expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Billing History' })).not.toBeInTheDocument();
      expect(api.calls).toHaveLength(0);
    });
  });

  it('offers a member of a Free workspace no Upgrade: the owner buys the plan', async () => {
    mockFetch({});
    await renderPage({ status: 'inactive', planType: 'free', currentPeriodEnd: null, cancelAtPeriodEnd: false }, true, 'editor');
    expect(screen.queryByRole('link', { name: 'Upgrade Plan' })).not.toBeInTheDocument();
    expect(screen.getByText(/Ask your workspace owner to change the plan/)).toBeInTheDocument();
  });
});
