import { type Analysis, type ContentItem, type ContentStats, NOTHING_TO_ANALYSE } from '@freshwatch/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RUNNING_JOB_STORAGE_KEY } from '@/features/content/bulk-refresh/running-job';
import { aDashboardSummary, NO_STATS } from '@/test/dashboard-summary';
import { mockFetch } from '@/test/fetch-mock';
import { anItem, aUser } from '@/test/fixtures';
import { renderApp, renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import { dashboardQueryOptions } from './dashboard-queries';
import { OverviewDashboard } from './overview-dashboard';

const analysis = (healthScore: number, errors = 0): Analysis => ({
  healthScore,
  freshness: healthScore,
  seoScore: healthScore,
  readability: healthScore,
  summary: '',
  issues: Array.from({ length: errors }, (_, i) => ({ type: 'seo', message: `Error ${i}`, severity: 'error' as const })),
  recommendations: [],
});

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

const allOutdated = (items: ContentItem[]): ContentStats => ({
  total: items.length,
  fresh: 0,
  needsUpdate: 0,
  outdated: items.length,
  notChecked: 0,
  checkFailed: 0,
  analysed: items.length,
  averageHealthScore: items.length > 0 ? 20 : null,
});

/** The dashboard as the server's summary of these items shows it (the route's loader has loaded the summary). */
async function renderOverview(
  items: ContentItem[] = [anItem({ title: 'Old post', healthScore: 20, status: 'outdated', analysis: analysis(20), lastAnalyzed: hoursAgo(2) })],
) {
  const result = await renderWithProviders(<OverviewDashboard />, {
    user: aUser(),
    queryData: [[dashboardQueryOptions().queryKey, aDashboardSummary(items, allOutdated(items))]],
  });
  return { ...result, user: setupUser() };
}

afterEach(() => window.sessionStorage.clear());

describe('OverviewDashboard', () => {
  it('is titled Freshwatch and counts outdated content', async () => {
    await renderOverview();
    expect(screen.getByRole('heading', { level: 1, name: 'Freshwatch' })).toBeInTheDocument();
    const stats = within(screen.getByRole('region', { name: 'Content statistics' }));
    expect(stats.getByText('Outdated').closest('.rounded-lg')).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'Add Content' })).toHaveAttribute('href', '/content?add=true');
  });

  it.each([
    ['Outdated', 'Outdated: Health score below 40, or the page is older than twice the freshness threshold.'],
    [
      'Needs Update',
      'Health score below 70, the page is older than the freshness threshold, a source changed since the page was last updated, or its text presents a past year as current and it is older than half the freshness threshold.',
    ],
    [
      'Fresh Content',
      'Fresh: Health score 70 or more, the page is not older than the freshness threshold, no source changed since it was last updated, and no past year reads as current',
    ],
  ])('explains on the %s card the status rule that counts it', async (card, rule) => {
    const { user } = await renderOverview();
    await user.hover(screen.getByRole('button', { name: `About ${card}` }));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent(rule);
    expect(tooltip).toHaveTextContent('The freshness threshold is set in Settings (180 days by default)');
  });

  it('lists up to three analysed items below 70 as priority actions, lowest first, never the unanalysed', async () => {
    await renderOverview([
      anItem({ title: 'Never analysed', healthScore: 0, lastCheck: null }),
      anItem({ title: 'Good', healthScore: 85, analysis: analysis(85), lastAnalyzed: hoursAgo(1) }),
      anItem({ title: 'Borderline', healthScore: 69, analysis: analysis(69), lastAnalyzed: hoursAgo(1) }),
      anItem({ title: 'Bad', healthScore: 12, analysis: analysis(12), lastAnalyzed: hoursAgo(1) }),
      anItem({ title: 'Middling', healthScore: 40, analysis: analysis(40), lastAnalyzed: hoursAgo(1) }),
      anItem({ title: 'Poor', healthScore: 39, analysis: analysis(39), lastAnalyzed: hoursAgo(1) }),
    ]);
    const list = within(screen.getByRole('list', { name: 'Priority Actions' }));
    expect(list.getAllByRole('listitem').map((li) => [li.querySelector('p')?.textContent, within(li).getByText(/^(high|medium)$/).textContent])).toEqual([
      ['Update: Bad', 'high'],
      ['Update: Poor', 'high'],
      ['Review: Middling', 'medium'],
    ]);
  });

  it('lists the four most recently analysed items as recent activities', async () => {
    await renderOverview([
      anItem({ title: 'Third', lastAnalyzed: hoursAgo(3), analysis: analysis(80) }),
      anItem({ title: 'Not yet', lastCheck: null }),
      anItem({ title: 'First', lastAnalyzed: hoursAgo(1), analysis: analysis(80) }),
      anItem({ title: 'Fifth', lastAnalyzed: hoursAgo(5), analysis: analysis(80) }),
      anItem({ title: 'Second', lastAnalyzed: hoursAgo(2), analysis: analysis(80) }),
      anItem({ title: 'Fourth', lastAnalyzed: hoursAgo(4), analysis: analysis(80) }),
    ]);
    const list = within(screen.getByRole('list', { name: 'Recent Activities' }));
    expect(list.getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Analyzed First',
      'Analyzed Second',
      'Analyzed Third',
      'Analyzed Fourth',
    ]);
  });

  it("measures this week's performance from the items analysed in the last 7 days", async () => {
    await renderOverview([
      anItem({ title: 'A', healthScore: 90, status: 'fresh', lastAnalyzed: hoursAgo(5), analysis: analysis(90) }),
      anItem({ title: 'B', healthScore: 50, status: 'needs_update', lastAnalyzed: hoursAgo(30), analysis: analysis(50, 2) }),
      anItem({ title: 'C', healthScore: 10, status: 'outdated', lastAnalyzed: hoursAgo(24 * 10), analysis: analysis(10, 3) }),
      anItem({ title: 'D', lastCheck: null }),
    ]);
    const week = within(screen.getByLabelText("This Week's Performance"));
    const value = (label: string) => week.getByText(label).nextElementSibling?.textContent;
    expect(value('Items analyzed')).toBe('2 of 4');
    expect(value('Average health this week')).toBe('70%');
    expect(value('Came out fresh')).toBe('1 of 2');
    expect(value('Errors found')).toBe('2');
    expect(value('Not checked or failed')).toBe('1');
  });

  it('shows empty states without content', async () => {
    await renderOverview([]);
    expect(screen.getByText('Nothing needs your attention right now.')).toBeInTheDocument();
    expect(screen.getByText('No content has been analyzed yet.')).toBeInTheDocument();
    // Four health bars and the week's average have nothing to measure.
    expect(screen.getAllByText('No data yet')).toHaveLength(5);
  });

  it('opens the add dialog on the content table from Add Content', async () => {
    const { calls } = mockFetch({
      'GET /api/auth/session': { body: { user: aUser() } },
      'GET /api/analytics/dashboard': { body: aDashboardSummary([], NO_STATS) },
      'GET /api/analytics/content-stats': { body: NO_STATS },
      'GET /api/content-items': { body: [] },
    });
    const { router } = renderApp('/dashboard');
    const addContent = await screen.findByRole('link', { name: 'Add Content' });
    // /dashboard shows the server's summary; the whole list is never loaded to draw it.
    expect(calls.map((call) => call.pathname)).toContain('/api/analytics/dashboard');
    expect(calls.map((call) => call.pathname)).not.toContain('/api/content-items');
    await setupUser().click(addContent);
    expect(await screen.findByRole('dialog', { name: 'Add Content' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/content');
    await setupUser().click(screen.getByRole('button', { name: 'Cancel' }));
    // Closing forgets the request, so a reload does not open the dialog again.
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Refresh All on the dashboard', () => {
  const ids = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222', '33333333-3333-4333-8333-333333333333'];
  const three = ids.map((id, i) => anItem({ id, title: `Page ${i}` }));

  it('refuses to start without content, and says why', async () => {
    const { calls } = mockFetch({
      'POST /api/content-items/bulk-analyze': {
        status: 400,
        body: { statusCode: 400, code: NOTHING_TO_ANALYSE, message: 'contentIds must not be empty: add some content items first' },
      },
    });
    const { user } = await renderOverview([]);
    await user.click(screen.getByRole('button', { name: 'Refresh All' }));
    expect(await screen.findByText('No content to refresh')).toBeInTheDocument();
    expect(screen.getByText('Add some content items first to analyze them.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to start content analysis.')).not.toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/content-items/bulk-analyze']);
  });

  it('says that the analysis could not start when the refusal is another one', async () => {
    mockFetch({ 'POST /api/content-items/bulk-analyze': { status: 400, body: { statusCode: 400, message: 'all must be true' } } });
    const { user } = await renderOverview(three);
    await user.click(screen.getByRole('button', { name: 'Refresh All' }));
    expect(await screen.findByText('Failed to start content analysis.')).toBeInTheDocument();
    expect(screen.queryByText('No content to refresh')).not.toBeInTheDocument();
  });

  it('starts a bulk analysis of every item, shows its progress while it runs, then reports the counts', async () => {
    const replies = [
      { jobId: 'job-1', total: 3, done: 1, failed: 0, status: 'running' },
      { jobId: 'job-1', total: 3, done: 2, failed: 1, status: 'completed' },
    ];
    const { callsTo } = mockFetch({
      'POST /api/content-items/bulk-analyze': { status: 202, body: { jobId: 'job-1', total: 3 } },
      'GET /api/analysis-jobs/job-1': () => ({ body: replies.shift() ?? { jobId: 'job-1', total: 3, done: 2, failed: 1, status: 'completed' } }),
      'GET /api/content-items': { body: three },
      // After the refresh: two of the three came out fresh.
      'GET /api/analytics/dashboard': {
        body: aDashboardSummary(three, { total: 3, fresh: 2, needsUpdate: 0, outdated: 1, notChecked: 0, checkFailed: 0, analysed: 3, averageHealthScore: 61 }),
      },
    });
    const { user } = await renderOverview(three);
    const outdated = () => screen.getByText('Outdated').closest('.rounded-lg')?.querySelector('p')?.textContent;
    expect(outdated()).toBe('3');
    // The dashboard holds no list, and Refresh All asks for none: the server picks every item (all: true).
    expect(callsTo('GET', '/api/content-items')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Refresh All' }));

    expect(await screen.findByText('Analysis started')).toBeInTheDocument();
    expect(screen.getByText('Content analysis is running in the background.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/content-items/bulk-analyze')[0].body).toEqual({ all: true });
    expect(screen.getByRole('button', { name: 'Refresh All' })).toBeDisabled();
    expect(window.sessionStorage.getItem(RUNNING_JOB_STORAGE_KEY)).toBe('job-1');

    // The first poll: one of three done.
    expect(await screen.findByText('Analyzing 1 of 3...', undefined, { timeout: 3000 })).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Refresh All progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '33');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', 'Analyzing 1 of 3...');

    // The second: completed, with one failure.
    expect(await screen.findByText('Analysis complete', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('2 analyzed, 1 failed')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Refresh All progress' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(RUNNING_JOB_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Refresh All' })).toBeEnabled();
    // The finished job changed the figures: the dashboard's summary is loaded again and shows them.
    await waitFor(() => expect(callsTo('GET', '/api/analytics/dashboard')).toHaveLength(1));
    await waitFor(() => expect(outdated()).toBe('1'));
    expect(screen.getByText('Fresh content').parentElement).toHaveTextContent('67%');
    expect(callsTo('GET', '/api/content-items')).toHaveLength(0);
    // Polling stopped with the completed job.
    const polls = callsTo('GET', '/api/analysis-jobs/job-1').length;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(callsTo('GET', '/api/analysis-jobs/job-1')).toHaveLength(polls);
  });

  it('says when the analysis could not start', async () => {
    mockFetch({ 'GET /api/content-items': { body: three }, 'POST /api/content-items/bulk-analyze': { status: 500, body: { message: 'boom' } } });
    const { user } = await renderOverview(three);
    await user.click(screen.getByRole('button', { name: 'Refresh All' }));
    expect(await screen.findByText('Failed to start content analysis.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Refresh All progress' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh All' })).toBeEnabled();
  });

  it('keeps showing a running job after a reload', async () => {
    window.sessionStorage.setItem(RUNNING_JOB_STORAGE_KEY, 'job-7');
    mockFetch({ 'GET /api/analysis-jobs/job-7': { body: { jobId: 'job-7', total: 200, done: 10, failed: 2, status: 'running' } } });
    await renderOverview(three);
    expect(await screen.findByText('Analyzing 12 of 200...')).toBeInTheDocument();
    expect(screen.getByText('2 failed so far')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh All' })).toBeDisabled();
  });

  it('stops watching a job the server no longer knows', async () => {
    window.sessionStorage.setItem(RUNNING_JOB_STORAGE_KEY, 'job-gone');
    mockFetch({ 'GET /api/analysis-jobs/job-gone': { status: 404, body: { message: 'Analysis job not found.' } } });
    await renderOverview(three);
    await waitFor(() => expect(window.sessionStorage.getItem(RUNNING_JOB_STORAGE_KEY)).toBeNull());
    expect(screen.getByRole('button', { name: 'Refresh All' })).toBeEnabled();
  });
});
