import type { ContentItem } from '@freshwatch/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@/test/user';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { planUsageQueryOptions } from '@/features/billing/billing-queries';
import { type Call, mockFetch } from '@/test/fetch-mock';
import { contentListReply } from '@/test/paged-server';
import { anItem, aUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { choose } from '@/test/select';
import { ContentPage } from './content-page';
import { settingsQueryOptions } from '@/features/settings/settings-queries';

type Handlers = Parameters<typeof mockFetch>[0];

const items: ContentItem[] = [
  anItem({ id: 'a', title: 'Pricing', url: 'https://shop.example.com/Pricing-Plans', contentType: 'product', status: 'fresh', healthScore: 92 }),
  anItem({
    id: 'b',
    title: 'Launch notes',
    url: 'https://example.com/blog/launch',
    contentType: 'blog_post',
    status: 'needs_update',
    healthScore: 65,
    lastUpdated: '2025-03-04T12:00:00.000Z',
  }),
  anItem({
    id: 'c',
    title: 'About us',
    url: 'https://example.com/about',
    contentType: 'page',
    status: 'outdated',
    healthScore: 12,
    checkSchedule: { type: 'daily', time: '07:30' },
  }),
];

async function renderPage(list: ContentItem[] = items, user = aUser(), handlers: Handlers = {}, queryData: [QueryKey, unknown][] = []) {
  const server = mockFetch({ 'GET /api/content-items': contentListReply(list), ...handlers });
  const result = await renderWithProviders(<ContentPage />, {
    user,
    queryData: [[planUsageQueryOptions().queryKey, { planType: 'free', used: list.length, limit: 10 }], ...queryData],
  });
  await screen.findByText(`Showing ${Math.min(list.length, 50)} of ${list.length} results`);
  return { ...result, ...server, user: setupUser() };
}

/** The requests for pages of the list (the whole list has no parameters). */
const pageRequests = (calls: Call[]) => calls.filter((call) => call.pathname === '/api/content-items' && call.query.has('limit'));

const rowTitles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[1]?.querySelector('div')?.textContent);

describe('ContentPage', () => {
  it('shows every item with its status, health, schedule and last update', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { name: 'Content Table' })).toBeInTheDocument();
    expect(screen.getByText('Manage and monitor all your content')).toBeInTheDocument();
    expect(screen.getByText('3 of 10 pages')).toBeInTheDocument();
    expect(rowTitles()).toEqual(['Pricing', 'Launch notes', 'About us']);

    const about = screen.getByRole('row', { name: /About us/ });
    expect(within(about).getByText('outdated')).toHaveAttribute('data-variant', 'destructive');
    expect(within(about).getByRole('progressbar', { name: 'Health score 12%' })).toHaveAttribute('data-band', 'red');
    expect(within(about).getByText('Daily at 07:30')).toBeInTheDocument();
    expect(within(about).getByText('Never')).toBeInTheDocument();

    const launch = screen.getByRole('row', { name: /Launch notes/ });
    expect(within(launch).getByText('needs update')).toHaveAttribute('data-variant', 'secondary');
    expect(within(launch).getByText('blog post')).toBeInTheDocument();
    expect(within(launch).getByRole('progressbar')).toHaveAttribute('data-band', 'blue');
    expect(within(launch).getByText(new Date('2025-03-04T12:00:00.000Z').toLocaleDateString())).toBeInTheDocument();

    expect(within(screen.getByRole('row', { name: /Pricing/ })).getByText('fresh')).toHaveAttribute('data-variant', 'default');
    expect(screen.getByText('Showing 3 of 3 results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it("shows each item's next check in the workspace's time zone, and the workspace default for items without their own", async () => {
    const scheduled = [
      anItem({ id: 'd', title: 'Daily', checkSchedule: { type: 'daily', time: '07:30' }, nextCheckAt: '2026-03-30T05:30:00.000Z' }),
      anItem({ id: 'e', title: 'Default', checkSchedule: null, nextCheckAt: '2026-03-30T07:00:00.000Z' }),
      anItem({ id: 'f', title: 'By hand', checkSchedule: { type: 'manual' }, nextCheckAt: null }),
    ];
    await renderPage(scheduled, aUser(), {}, [[settingsQueryOptions().queryKey, [{ key: 'timezone', value: 'Europe/Berlin' }]]]);
    expect(screen.getByRole('columnheader', { name: 'Next Check' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Daily/ })).getByText('Mon 30 Mar 2026, 07:30 CEST')).toBeInTheDocument();
    const byDefault = screen.getByRole('row', { name: /Default/ });
    expect(within(byDefault).getByText('Workspace default')).toBeInTheDocument();
    expect(within(byDefault).getByText('Mon 30 Mar 2026, 09:00 CEST')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /By hand/ })).getByText('Not scheduled')).toBeInTheDocument();
  });

  it('asks the server for the title or URL searched, once typing pauses', async () => {
    const { user, calls } = await renderPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search content' }), 'pricing-PLANS');
    await screen.findByText('Showing 1 of 1 results');
    expect(rowTitles()).toEqual(['Pricing']);
    expect(pageRequests(calls).map((call) => call.query.get('q'))).toEqual([null, 'pricing-PLANS']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search content' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search content' }), 'launch');
    await waitFor(() => expect(rowTitles()).toEqual(['Launch notes']));
  });

  it('sorts by Title, Health Score and Last Updated from their headers, both ways, on the server', async () => {
    const { user, calls } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Health Score' }));
    await waitFor(() => expect(rowTitles()).toEqual(['About us', 'Launch notes', 'Pricing']));
    expect(screen.getByRole('columnheader', { name: 'Health Score' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Health Score' }));
    await waitFor(() => expect(rowTitles()).toEqual(['Pricing', 'Launch notes', 'About us']));
    await user.click(screen.getByRole('button', { name: 'Title' }));
    await waitFor(() => expect(rowTitles()).toEqual(['About us', 'Launch notes', 'Pricing']));
    await user.click(screen.getByRole('button', { name: 'Last Updated' }));
    await waitFor(() => expect(pageRequests(calls).at(-1)?.query.get('sort')).toBe('lastUpdated'));
    expect(pageRequests(calls).map((call) => [call.query.get('sort'), call.query.get('order')])).toEqual([
      [null, null],
      ['health', 'asc'],
      ['health', 'desc'],
      ['title', 'asc'],
      ['lastUpdated', 'asc'],
    ]);
  });

  it('pages with Previous and Next, 50 items a page', async () => {
    const many = Array.from({ length: 120 }, (_, i) => anItem({ id: `i${i}`, title: `Page ${String(i).padStart(3, '0')}` }));
    const { user, calls } = await renderPage(many);
    expect(rowTitles()[0]).toBe('Page 000');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rowTitles()[0]).toBe('Page 050'));
    expect(screen.getByText('Showing 50 of 120 results')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 20 of 120 results');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(rowTitles()[0]).toBe('Page 050'));
    expect(pageRequests(calls).map((call) => call.query.get('limit'))).toEqual(['50', '50', '50']);
    // The whole list is never asked for.
    expect(calls.filter((call) => call.path === '/api/content-items')).toHaveLength(0);
  });

  it('filters by status and by type together, on the server', async () => {
    const { user, calls } = await renderPage();
    await choose(user, 'Status filter', 'Needs Update');
    await waitFor(() => expect(rowTitles()).toEqual(['Launch notes']));
    await choose(user, 'Type filter', 'Page');
    expect(await screen.findByText('No content items found. Add some content to get started.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0 results')).toBeInTheDocument();
    await choose(user, 'Status filter', 'All Status');
    await waitFor(() => expect(rowTitles()).toEqual(['About us']));
    expect(Object.fromEntries(pageRequests(calls).at(-1)!.query)).toEqual({ limit: '50', type: 'page' });
  });

  it.each([
    [1024, ['Select all', 'Title', 'Health Score', 'Actions']],
    [390, ['Select all', 'Title', 'Actions']],
  ])("in a %i px window stacks the columns that do not fit under the title, keeping every row's actions", async (width, headers) => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: width >= Number(/min-width: (\d+)px/.exec(query)![1]),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    // Later tests get the wide window again.
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    await renderPage();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent || within(th).queryByRole('checkbox')?.getAttribute('aria-label'))).toEqual(headers);
    const about = screen.getByRole('row', { name: /About us/ });
    expect(within(about).getByText('Daily at 07:30')).toBeInTheDocument();
    expect(within(about).getByText('Last Updated:').nextSibling).toHaveTextContent('Never');
    expect(within(about).getByText('outdated')).toBeInTheDocument();
    expect(within(about).getByRole('progressbar', { name: 'Health score 12%' })).toBeInTheDocument();
    expect(within(about).getByRole('button', { name: 'Actions for About us' })).toBeInTheDocument();
  });

  it('shows the empty state without items', async () => {
    await renderPage([]);
    expect(screen.getByText('No content items found. Add some content to get started.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0 results')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeDisabled();
  });

  it('selects all shown rows at once', async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    for (const item of items) expect(screen.getByRole('checkbox', { name: `Select ${item.title}` })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select Pricing' }));
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveAttribute('data-state', 'indeterminate');
  });

  it('deletes an item only after confirmation', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user, callsTo, calls } = await renderPage(items, aUser(), { 'DELETE /api/content-items/b': { status: 204 } });
    const row = screen.getByRole('row', { name: /Launch notes/ });
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this content item?');
    expect(callsTo('DELETE', '/api/content-items/b')).toHaveLength(0);
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Content item deleted successfully.')).toBeInTheDocument();
    expect(callsTo('DELETE', '/api/content-items/b')).toHaveLength(1);
    // The page shown is reloaded after the change.
    await waitFor(() => expect(pageRequests(calls)).toHaveLength(2));
  });

  it('reports a failed delete and a failed comparison', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await renderPage(items, aUser(), {
      'DELETE /api/content-items/a': { status: 500, body: { message: 'boom' } },
      'POST /api/content-items/a/compare': { status: 404, body: { message: 'Cannot POST' } },
    });
    const row = screen.getByRole('row', { name: /Pricing/ });
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete content item.')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Analyze' }));
    expect(await screen.findByText('Failed to compare content.')).toBeInTheDocument();
  });

  it('compares an item from its Analyze button and says what the sources did', async () => {
    const withSources = anItem({
      id: 'c',
      title: 'About us',
      sourceUrls: [
        { id: 's1', url: 'https://vendor.example.com/a', description: null, addedAt: '2025-01-01T00:00:00Z', lastComparison: null },
        { id: 's2', url: 'https://vendor.example.com/b', description: null, addedAt: '2025-01-01T00:00:00Z', lastComparison: null },
      ],
    });
    const sources = [
      { sourceUrlId: 's1', url: 'https://vendor.example.com/a', outcome: 'changed', summary: 'The price went from $10 to $12.' },
      { sourceUrlId: 's2', url: 'https://vendor.example.com/b', outcome: 'unreachable', reason: 'The page answered 404 Not Found' },
    ];
    const compared = {
      ...withSources,
      status: 'needs_update' as const,
      sourceUrls: [
        {
          ...withSources.sourceUrls[0],
          lastComparison: { outcome: 'changed' as const, summary: sources[0].summary!, reason: null, comparedAt: '2026-11-22T10:00:00Z' },
        },
        {
          ...withSources.sourceUrls[1],
          lastComparison: { outcome: 'unreachable' as const, summary: null, reason: sources[1].reason!, comparedAt: '2026-11-22T10:00:00Z' },
        },
      ],
    };
    let served = [items[0], items[1], withSources];
    const { user, callsTo, calls } = await renderPage(served, aUser(), {
      'POST /api/content-items/c/compare': () => {
        served = [items[0], items[1], compared];
        return { body: { item: compared, sources } };
      },
      'GET /api/content-items': (call) => contentListReply(served)(call),
      'GET /api/analytics/content-stats': { body: {} },
      'GET /api/content-items/c/health-history': { body: [] },
    });
    await user.click(within(screen.getByRole('row', { name: /About us/ })).getByRole('button', { name: 'Analyze' }));
    expect(await screen.findByText('Content comparison completed.')).toBeInTheDocument();
    expect(screen.getByText('Sources: 1 changed, 0 unchanged, 1 unreachable.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/content-items/c/compare')).toHaveLength(1);
    // The page and the counts are reloaded.
    await waitFor(() => expect(pageRequests(calls)).toHaveLength(2));

    // The view dialog shows what the latest comparison found per source, as the item now carries it.
    await user.click(within(screen.getByRole('row', { name: /About us/ })).getByRole('button', { name: 'View' }));
    // The dialog's code loads when it is first opened.
    const dialog = await screen.findByRole('dialog', { name: 'About us' });
    expect(within(dialog).getByText('changed')).toBeInTheDocument();
    expect(within(dialog).getByText('The price went from $10 to $12.')).toBeInTheDocument();
    expect(within(dialog).getByText('unreachable')).toBeInTheDocument();
    expect(within(dialog).getByText('The page answered 404 Not Found')).toBeInTheDocument();
  });

  it('marks an item whose comparison found a contradiction in the reloaded table as well as in the toast, and its View dialog explains it', async () => {
    const source = { id: 's1', url: 'https://vendor.example.com/a', description: null, addedAt: '2025-01-01T00:00:00Z', lastComparison: null };
    const withSource = anItem({ id: 'c', title: 'About us', sourceUrls: [source] });
    const explanation = 'The page says $10; the vendor now says $12.';
    const compared = { ...withSource, status: 'needs_update' as const, contradiction: { explanation, at: '2026-11-22T10:00:00.000Z' } };
    let served = [items[0], withSource];
    const { user } = await renderPage(served, aUser(), {
      'POST /api/content-items/c/compare': () => {
        served = [items[0], compared];
        return {
          body: {
            item: compared,
            sources: [{ sourceUrlId: 's1', url: source.url, outcome: 'unchanged' }],
            aiVerdict: { contradicts: true, explanation },
          },
        };
      },
      'GET /api/content-items': (call) => contentListReply(served)(call),
      'GET /api/analytics/content-stats': { body: {} },
      'GET /api/content-items/c/health-history': { body: [] },
    });
    expect(screen.queryByRole('img', { name: 'Contradicts its sources' })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('row', { name: /About us/ })).getByRole('button', { name: 'Analyze' }));
    expect(await screen.findByText('Sources: 0 changed, 1 unchanged, 0 unreachable. The page may now contradict its sources.')).toBeInTheDocument();
    const marker = await within(screen.getByRole('row', { name: /About us/ })).findByRole('img', { name: 'Contradicts its sources' });
    expect(marker).toHaveAttribute('title', 'Contradicts its sources');
    expect(within(screen.getByRole('row', { name: /Pricing/ })).queryByRole('img', { name: 'Contradicts its sources' })).not.toBeInTheDocument();

    await user.click(within(screen.getByRole('row', { name: /About us/ })).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'About us' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(explanation);
  });

  it('says when an item has no source URLs to compare', async () => {
    const { user } = await renderPage(items, aUser(), { 'POST /api/content-items/a/compare': { body: { item: items[0], sources: [] } } });
    await user.click(within(screen.getByRole('row', { name: /Pricing/ })).getByRole('button', { name: 'Analyze' }));
    expect(await screen.findByText('Content comparison completed.')).toBeInTheDocument();
    expect(screen.getByText('This item has no source URLs to compare.')).toBeInTheDocument();
  });

  it('runs an analysis from the row, with a spinner meanwhile, and reloads the list', async () => {
    let finish: (reply: { status: number; body: unknown }) => void = () => {};
    const analysed = { ...items[1], healthScore: 81, status: 'fresh' as const, lastAnalyzed: '2025-03-05T10:00:00.000Z' };
    let served = items;
    const { user, calls } = await renderPage(items, aUser(), {
      'POST /api/content-items/b/analyze': () =>
        new Promise((resolve) => {
          finish = (reply) => {
            served = [items[0], analysed, items[2]];
            resolve(reply);
          };
        }),
      'GET /api/content-items': (call) => contentListReply(served)(call),
    });
    const row = () => screen.getByRole('row', { name: /Launch notes/ });
    await user.click(within(row()).getByRole('button', { name: 'Run analysis' }));
    expect(within(row()).getByRole('button', { name: 'Run analysis' })).toBeDisabled();
    expect(within(row()).getByRole('button', { name: 'Run analysis' })).toHaveAttribute('aria-busy', 'true');
    // Other rows stay usable.
    expect(within(screen.getByRole('row', { name: /Pricing/ })).getByRole('button', { name: 'Run analysis' })).toBeEnabled();

    finish({ status: 200, body: analysed });
    expect(await screen.findByText('Content analyzed successfully.')).toBeInTheDocument();
    await waitFor(() => expect(within(row()).getByLabelText('Health score 81%')).toBeInTheDocument());
    expect(within(row()).getByRole('button', { name: 'Run analysis' })).toBeEnabled();
    await waitFor(() => expect(pageRequests(calls)).toHaveLength(2));
  });

  it("shows the server's reason when an analysis fails", async () => {
    const { user, calls } = await renderPage(items, aUser(), {
      'POST /api/content-items/a/analyze': { status: 422, body: { statusCode: 422, message: 'The page answered 404 Not Found' } },
    });
    await user.click(within(screen.getByRole('row', { name: /Pricing/ })).getByRole('button', { name: 'Run analysis' }));
    expect(await screen.findByText('Analysis failed')).toBeInTheDocument();
    expect(screen.getByText('The page answered 404 Not Found')).toBeInTheDocument();
    // The failed check is now the item's state ('Check failed' with the reason): the list is reloaded to show it.
    await waitFor(() => expect(pageRequests(calls)).toHaveLength(2));
  });

  it('refreshes every item of the workspace from Refresh All, whatever the page and the filters show, and shows the progress', async () => {
    window.sessionStorage.clear();
    const { user, calls, callsTo } = await renderPage(items, aUser(), {
      'POST /api/content-items/bulk-analyze': { status: 202, body: { jobId: 'job-c', total: 3 } },
      'GET /api/analysis-jobs/job-c': { body: { jobId: 'job-c', total: 3, done: 1, failed: 0, status: 'running' } },
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search content' }), 'pricing');
    await waitFor(() => expect(rowTitles()).toEqual(['Pricing']));
    await user.click(screen.getByRole('button', { name: 'Refresh All' }));
    expect(await screen.findByText('Analysis started')).toBeInTheDocument();
    // The server picks every item of the workspace: the whole list (no paging parameters) is never asked for.
    expect(callsTo('POST', '/api/content-items/bulk-analyze')[0].body).toEqual({ all: true });
    expect(calls.filter((call) => call.pathname === '/api/content-items' && !call.query.has('limit'))).toEqual([]);
    expect(screen.getByRole('progressbar', { name: 'Refresh All progress' })).toHaveAttribute('aria-valuetext', 'Analyzing 0 of 3...');
    expect(await screen.findByText('Analyzing 1 of 3...', undefined, { timeout: 3000 })).toBeInTheDocument();
    window.sessionStorage.clear();
  });

  it('explains the status rules beside the Status column', async () => {
    const { user } = await renderPage();
    await user.hover(screen.getByRole('button', { name: 'About status' }));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Health score below 40, or the page is older than twice the freshness threshold.');
    expect(tooltip).toHaveTextContent('Health score below 70, the page is older than the freshness threshold, a source changed');
  });

  it('views an item in a dialog', async () => {
    const { user } = await renderPage(items, aUser(), { 'GET /api/content-items/c/health-history': { body: [] } });
    await user.click(within(screen.getByRole('row', { name: /About us/ })).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'About us' });
    const link = within(dialog).getByRole('link', { name: 'https://example.com/about' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(dialog).getByText('Daily at 07:30')).toBeInTheDocument();
    expect(within(dialog).getByText('Never')).toBeInTheDocument();
    expect(within(dialog).getByText('No analysis yet')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Run analysis' })).toBeEnabled();
  });

  it('opens the add, edit and import dialogs', async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Add Content' }));
    expect(await screen.findByRole('dialog', { name: 'Add Content' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(screen.getByRole('row', { name: /Pricing/ })).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Content' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title *')).toHaveValue('Pricing');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('dialog', { name: 'Import Content URLs' })).toBeInTheDocument();
  });

  it('exports every item through the streamed export endpoint', async () => {
    await renderPage();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href')!);
    });
    await setupUser().click(screen.getByRole('button', { name: 'Export' }));
    expect(clicked).toEqual(['/api/content-items/export?format=csv']);
    click.mockRestore();
  });

  it.each(['viewer', 'auditor'] as const)('shows a %s the items with View only: no Add, Import, Refresh, Analyze, Edit or Delete', async (role) => {
    await renderPage(items, aUser({ workspaceRole: role }));
    expect(screen.getByText('Launch notes')).toBeInTheDocument();
    for (const name of ['Add Content', 'Import', /Refresh/, 'Analyze', 'Run analysis', 'Edit', 'Delete']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.getAllByRole('button', { name: 'View' })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });
});
