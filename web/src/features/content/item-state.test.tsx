import type { ContentItem } from '@freshwatch/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { planUsageQueryOptions } from '@/features/billing/billing-queries';
import { settingsQueryOptions } from '@/features/settings/settings-queries';
import { mockFetch } from '@/test/fetch-mock';
import { anItem, aUser } from '@/test/fixtures';
import { contentListReply } from '@/test/paged-server';
import { renderWithProviders } from '@/test/render';
import { RUNNING_JOB_STORAGE_KEY } from './bulk-refresh/running-job';
import { ContentPage } from './content-page';
import { ViewContentDialog } from './view-content-dialog';

const reason = 'The page answered 500 Internal Server Error';
const never = anItem({ id: 'n', title: 'Never checked', status: 'fresh', healthScore: 0, lastCheck: null });
const failed = anItem({
  id: 'f',
  title: 'Broken page',
  status: 'fresh',
  healthScore: 0,
  lastCheck: { outcome: 'failed', at: '2026-03-29T10:00:00.000Z', error: reason },
  checkSchedule: { type: 'daily', time: '07:30' },
  nextCheckAt: '2026-03-30T05:30:00.000Z',
});
const measured = anItem({ id: 'm', title: 'Measured page', status: 'fresh', healthScore: 88 });

const berlin: [readonly unknown[], unknown] = [settingsQueryOptions().queryKey, [{ key: 'timezone', value: 'Europe/Berlin' }]];

async function renderTable(list: ContentItem[], handlers: Parameters<typeof mockFetch>[0] = {}) {
  mockFetch({ 'GET /api/content-items': contentListReply(list), ...handlers });
  await renderWithProviders(<ContentPage />, {
    user: aUser(),
    queryData: [[planUsageQueryOptions().queryKey, { planType: 'free', used: list.length, limit: 10 }], berlin],
  });
  await screen.findByText(`Showing ${list.length} of ${list.length} results`);
}

afterEach(() => window.sessionStorage.clear());

describe("an item's state on the screens", () => {
  it("shows a page never checked as 'Not checked yet' and a failed one as 'Check failed' with the reason and the next try, neither as Fresh 0%", async () => {
    await renderTable([never, failed, measured]);

    const neverRow = screen.getByRole('row', { name: /Never checked/ });
    expect(within(neverRow).getByText('Not checked yet')).toBeInTheDocument();
    expect(within(neverRow).queryByText('fresh')).not.toBeInTheDocument();
    expect(within(neverRow).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(neverRow).queryByText('0%')).not.toBeInTheDocument();

    const failedRow = screen.getByRole('row', { name: /Broken page/ });
    expect(within(failedRow).getByText('Check failed')).toHaveAttribute('data-variant', 'destructive');
    expect(within(failedRow).getByText(reason)).toBeInTheDocument();
    expect(within(failedRow).getByText('Next try: Mon 30 Mar 2026, 07:30 CEST')).toBeInTheDocument();
    expect(within(failedRow).queryByRole('progressbar')).not.toBeInTheDocument();

    // A page a check measured keeps its status and score.
    const measuredRow = screen.getByRole('row', { name: /Measured page/ });
    expect(within(measuredRow).getByText('fresh')).toBeInTheDocument();
    expect(within(measuredRow).getByRole('progressbar', { name: 'Health score 88%' })).toBeInTheDocument();
  });

  it("shows a page being checked by a running analysis job as 'Checking…'", async () => {
    window.sessionStorage.setItem(RUNNING_JOB_STORAGE_KEY, 'job-1');
    await renderTable([never, measured], {
      'GET /api/analysis-jobs/job-1': {
        body: { jobId: 'job-1', total: 1, done: 0, failed: 0, status: 'running', createdAt: '2026-03-29T10:00:00.000Z', finishedAt: null },
      },
    });
    expect(within(screen.getByRole('row', { name: /Never checked/ })).getByText('Checking…')).toBeInTheDocument();
    // An item already measured keeps its state until the job's result arrives.
    expect(within(screen.getByRole('row', { name: /Measured page/ })).queryByText('Checking…')).not.toBeInTheDocument();
  });

  it('shows the failure, its reason and the next try in the View dialog', async () => {
    mockFetch({ 'GET /api/content-items/f/health-history': { body: [] } });
    await renderWithProviders(<ViewContentDialog item={failed} onClose={() => undefined} />, { user: aUser(), queryData: [berlin] });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Check failed')).toBeInTheDocument();
    expect(within(dialog).getByText(reason)).toBeInTheDocument();
    expect(within(dialog).getByText('Next try: Mon 30 Mar 2026, 07:30 CEST')).toBeInTheDocument();
    expect(within(dialog).queryByRole('progressbar', { name: /Health score/ })).not.toBeInTheDocument();
  });
});
