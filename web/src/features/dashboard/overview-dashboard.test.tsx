import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentItemsQueryOptions, contentStatsQueryOptions } from '@/features/content/content-queries';
import { anItem, aUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import { OverviewDashboard } from './overview-dashboard';

async function renderOverview(items = [anItem({ title: 'Old post', healthScore: 20, status: 'outdated' })]) {
  await renderWithProviders(<OverviewDashboard />, {
    user: aUser(),
    queryData: [
      [contentStatsQueryOptions().queryKey, { total: items.length, fresh: 0, needsUpdate: 0, outdated: items.length, averageHealthScore: 20 }],
      [contentItemsQueryOptions().queryKey, items],
    ],
  });
}

describe('OverviewDashboard', () => {
  it('is titled Freshwatch and counts outdated content', async () => {
    await renderOverview();
    expect(screen.getByRole('heading', { level: 1, name: 'Freshwatch' })).toBeInTheDocument();
    const stats = within(screen.getByRole('region', { name: 'Content statistics' }));
    expect(stats.getByText('Outdated').closest('.rounded-lg')).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'Add Content' })).toHaveAttribute('href', '/content');
  });

  it('offers Refresh All only once analysis exists, and says why', async () => {
    await renderOverview();
    const refresh = screen.getByRole('button', { name: 'Refresh All' });
    expect(refresh).toBeDisabled();
    await setupUser().hover(refresh.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Available once analysis is enabled');
  });

  it('lists priority actions from real items and says when nothing was analysed', async () => {
    await renderOverview();
    expect(screen.getByText('Update: Old post')).toBeInTheDocument();
    expect(screen.getByText('high')).toBeInTheDocument();
    expect(screen.getByText('No content has been analyzed yet.')).toBeInTheDocument();
  });

  it('shows empty states without content', async () => {
    await renderOverview([]);
    expect(screen.getByText('Nothing needs your attention right now.')).toBeInTheDocument();
    expect(screen.getAllByText('No data yet')).toHaveLength(4);
  });
});
