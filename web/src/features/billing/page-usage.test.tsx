import { screen } from '@testing-library/react';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { aUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { PageUsage } from './page-usage';

describe('PageUsage', () => {
  it("shows 'N of M pages' without Upgrade while the limit is far", async () => {
    mockFetch({ 'GET /api/plan-usage': { body: { planType: 'pro', used: 11, limit: 100 } } });
    await renderWithProviders(<PageUsage />, { user: aUser() });
    expect(await screen.findByText('11 of 100 pages')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it('offers Upgrade near the limit', async () => {
    mockFetch({ 'GET /api/plan-usage': { body: { planType: 'free', used: 9, limit: 10 } } });
    await renderWithProviders(<PageUsage />, { user: aUser() });
    expect(await screen.findByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/subscribe');
    expect(screen.getByText(/9 of 10 pages/)).toBeInTheDocument();
  });

  it('shows nothing without a limit', async () => {
    mockFetch({ 'GET /api/plan-usage': { body: { planType: 'enterprise', used: 500, limit: null } } });
    const { container, queryClient } = await renderWithProviders(<PageUsage />, { user: aUser() });
    await waitFor(() => expect(queryClient.getQueryState(['plan-usage'])?.status).toBe('success'));
    expect(container.textContent).not.toMatch(/pages/);
  });

  it('asks a member who is not an owner to turn to the owner near the limit, with no Upgrade link', async () => {
    mockFetch({ 'GET /api/plan-usage': { body: { planType: 'free', used: 9, limit: 10 } } });
    await renderWithProviders(<PageUsage />, { user: aUser({ workspaceRole: 'editor' }) });
    expect(await screen.findByText('Ask your workspace owner to upgrade.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });
});
