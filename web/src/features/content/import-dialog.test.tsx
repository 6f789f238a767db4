import type { ImportContentItemsResult, ImportUrlStatus, SitemapSubscription } from '@freshwatch/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { choose } from '@/test/select';
import { setupUser } from '@/test/user';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { aUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { RUNNING_JOB_STORAGE_KEY } from './bulk-refresh/running-job';
import { ImportDialog } from './import-dialog';

async function open() {
  const onClose = vi.fn();
  await renderWithProviders(<ImportDialog onClose={onClose} />, { user: aUser() });
  return { user: setupUser({ applyAccept: false }), onClose };
}

const importButton = () => screen.getByRole('button', { name: 'Import' });

/** Opens the dialog, pastes `text` and presses Import. */
async function pasteAndImport(text: string) {
  const opened = await open();
  await opened.user.click(screen.getByRole('tab', { name: 'Paste URLs' }));
  await opened.user.type(screen.getByLabelText('URLs'), text);
  await opened.user.click(importButton());
  return opened;
}

/** 'Import Failed' with `description`; the dialog stays open and can be used again. */
async function expectImportFailed(description: string, onClose: () => void) {
  expect(await screen.findByText('Import Failed')).toBeInTheDocument();
  expect(screen.getByText(description)).toBeInTheDocument();
  await waitFor(() => expect(importButton()).toBeEnabled());
  expect(onClose).not.toHaveBeenCalled();
}
const lists = {
  'GET /api/content-items': { body: [] },
  'GET /api/analytics/content-stats': { body: {} },
  'GET /api/plan-usage': { body: {} },
  'GET /api/analysis-jobs/job-1': {
    body: { jobId: 'job-1', total: 3, done: 0, failed: 0, status: 'running', createdAt: '2025-01-01T00:00:00.000Z', finishedAt: null },
  },
};
const noSitemaps = { 'GET /api/sitemaps': { body: [] } };

/** The server's reply to an import, from each URL and what became of it. */
function anImport(entries: [string, ImportUrlStatus][]): ImportContentItemsResult {
  const results = entries.map(([url, status], i) =>
    status === 'created' ? { url, status, id: `new-${i}` } : { url, status, message: `Not imported (${status}).` },
  );
  const count = (status: ImportUrlStatus) => entries.filter(([, s]) => s === status).length;
  const created = count('created');
  // The server starts the analysis of the created pages itself and answers its job id.
  return {
    results,
    created,
    duplicates: count('duplicate'),
    invalid: count('invalid'),
    overLimit: count('over_limit'),
    analysisJobId: created > 0 ? 'job-1' : null,
  };
}

describe('ImportDialog', () => {
  it('keeps Import disabled until a file or text is given', async () => {
    const { user } = await open();
    expect(screen.getByRole('dialog', { name: 'Import Content URLs' })).toBeInTheDocument();
    expect(importButton()).toBeDisabled();
    await user.upload(screen.getByLabelText('CSV or TXT file'), new File(['example.com'], 'urls.txt', { type: 'text/plain' }));
    expect(importButton()).toBeEnabled();
    await user.click(screen.getByRole('tab', { name: 'Paste URLs' }));
    expect(importButton()).toBeDisabled();
    await user.type(screen.getByLabelText('URLs'), '   ');
    expect(importButton()).toBeDisabled();
    await user.type(screen.getByLabelText('URLs'), 'example.com');
    expect(importButton()).toBeEnabled();
  });

  it('refuses files that are not .csv or .txt', async () => {
    const { user } = await open();
    await user.upload(screen.getByLabelText('CSV or TXT file'), new File(['x'], 'urls.xlsx'));
    expect(await screen.findByText('Invalid File Type')).toBeInTheDocument();
    expect(screen.getByText('Please upload a CSV or TXT file.')).toBeInTheDocument();
    expect(importButton()).toBeDisabled();
  });

  it('says so when no valid URL is found', async () => {
    const { fetchMock } = mockFetch({});
    const { onClose } = await pasteAndImport('# a comment{enter}localhost{enter}not a url');
    expect(await screen.findByText('No Valid URLs')).toBeInTheDocument();
    expect(screen.getByText('No valid URLs found in the input.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('imports every URL of an uploaded CSV in one request, then follows the analysis job the server started for the new pages', async () => {
    const { calls, callsTo } = mockFetch({
      'POST /api/content-items/import': ({ body }) => ({ body: anImport((body as { urls: string[] }).urls.map((url) => [url, 'created'])) }),
      ...lists,
    });
    const { user, onClose } = await open();
    const csv = '# exported\nhttps://example.com/about,example.com/blog/post\n\nhttp://shop.example.com\n';
    await user.upload(screen.getByLabelText('CSV or TXT file'), new File([csv], 'urls.csv', { type: 'text/csv' }));
    await user.click(importButton());
    expect(await screen.findByText('Import Complete')).toBeInTheDocument();
    expect(screen.getByText('Successfully imported 3 items')).toBeInTheDocument();
    expect(callsTo('POST', '/api/content-items/import').map((c) => c.body)).toEqual([
      { urls: ['https://example.com/about', 'https://example.com/blog/post', 'http://shop.example.com/'] },
    ]);
    // No second analysis: the import's own job is followed, none is requested.
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(1);
    expect(window.sessionStorage.getItem(RUNNING_JOB_STORAGE_KEY)).toBe('job-1');
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when the server imported the pages but could not start their analysis, and requests none', async () => {
    window.sessionStorage.removeItem(RUNNING_JOB_STORAGE_KEY);
    const { calls } = mockFetch({
      'POST /api/content-items/import': { body: { ...anImport([['https://a.example.com/', 'created']]), analysisJobId: null } },
      ...lists,
    });
    const { onClose } = await pasteAndImport('a.example.com');
    expect(await screen.findByText('Analysis not started')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(1);
    expect(window.sessionStorage.getItem(RUNNING_JOB_STORAGE_KEY)).toBeNull();
    expect(onClose).toHaveBeenCalled();
  });

  it('counts duplicates and invalid entries as failed, and says why after the fixed sentence', async () => {
    mockFetch({
      'POST /api/content-items/import': {
        body: anImport([
          ['https://a.example.com/', 'created'],
          ['https://b.example.com/', 'duplicate'],
          ['https://c.example.com/', 'created'],
          ['https://d_d.example.com/', 'invalid'],
        ]),
      },
      ...lists,
    });
    const { onClose } = await pasteAndImport('a.example.com, b.example.com, c.example.com, d_d.example.com');
    expect(
      await screen.findByText('Successfully imported 2 items. 2 items failed. Not imported: 1 already monitored, 1 not a valid address.'),
    ).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('reports an import that created nothing as failed, and stays open', async () => {
    mockFetch({
      'POST /api/content-items/import': {
        body: anImport([
          ['https://a.example.com/', 'duplicate'],
          ['https://b.example.com/', 'duplicate'],
        ]),
      },
    });
    const { onClose } = await pasteAndImport('a.example.com{enter}b.example.com');
    await expectImportFailed('Failed to import content items. Not imported: 2 already monitored.', onClose);
  });

  it("reports a refused request with the server's message", async () => {
    mockFetch({
      'POST /api/content-items/import': { status: 400, body: { message: 'urls must hold at most 10000 URLs (this list has 10001): split the list' } },
    });
    const { onClose } = await pasteAndImport('a.example.com');
    await expectImportFailed('urls must hold at most 10000 URLs (this list has 10001): split the list', onClose);
  });

  it("imports a whole site 'From sitemap', says what it skipped and why, and follows the analysis of the new pages", async () => {
    const { calls, callsTo } = mockFetch({
      'POST /api/content-items/import-sitemap': {
        body: {
          sitemaps: 3,
          found: 1000,
          created: 990,
          duplicates: 1,
          invalid: 0,
          overLimit: 9,
          unreadableSitemaps: 0,
          tooMany: 0,
          skipped: [],
          analysisJobId: 'job-1',
        },
      },
      ...lists,
      ...noSitemaps,
    });
    const { user, onClose } = await open();
    await user.click(screen.getByRole('tab', { name: 'From sitemap' }));
    expect(importButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Sitemap URL'), 'https://example.com/sitemap_index.xml');
    await user.click(importButton());
    expect(
      await screen.findByText("Successfully imported 990 items from 3 sitemaps. Skipped: 1 already monitored or listed twice, 9 over your plan's page limit."),
    ).toBeInTheDocument();
    expect(callsTo('POST', '/api/content-items/import-sitemap').map((c) => c.body)).toEqual([{ url: 'https://example.com/sitemap_index.xml' }]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(window.sessionStorage.getItem(RUNNING_JOB_STORAGE_KEY)).toBe('job-1');
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(1);
  });

  it('shows why a sitemap could not be read, and stays open', async () => {
    mockFetch({
      'POST /api/content-items/import-sitemap': {
        status: 400,
        body: { statusCode: 400, message: 'url does not lead to a readable sitemap: The page answered 404 Not Found' },
      },
      ...noSitemaps,
    });
    const { user, onClose } = await open();
    await user.click(screen.getByRole('tab', { name: 'From sitemap' }));
    await user.type(screen.getByLabelText('Sitemap URL'), 'https://example.com/missing.xml');
    await user.click(importButton());
    await expectImportFailed('url does not lead to a readable sitemap: The page answered 404 Not Found', onClose);
  });

  it("keeps a sitemap for re-sync when 'Re-sync' is chosen, and lists the synced sitemaps with their last result and Remove", async () => {
    const kept: SitemapSubscription = {
      id: 'sm-1',
      url: 'https://example.com/sitemap_index.xml',
      resync: 'daily',
      createdAt: '2026-11-01T08:00:00.000Z',
      lastSyncedAt: '2026-11-22T08:00:00.000Z',
      nextSyncAt: '2026-11-23T08:00:00.000Z',
      lastResult: { sitemaps: 3, found: 1003, created: 3, duplicates: 998, invalid: 0, overLimit: 2, unreadableSitemaps: 0, tooMany: 0 },
      lastError: null,
    };
    const broken: SitemapSubscription = {
      ...kept,
      id: 'sm-2',
      url: 'https://example.org/sitemap.xml',
      resync: 'weekly',
      lastResult: null,
      lastError: 'url does not lead to a readable sitemap: The page answered 404 Not Found',
    };
    let listed = [kept, broken];
    const { callsTo } = mockFetch({
      'GET /api/sitemaps': () => ({ body: listed }),
      'POST /api/content-items/import-sitemap': {
        body: {
          sitemaps: 1,
          found: 5,
          created: 0,
          duplicates: 5,
          invalid: 0,
          overLimit: 0,
          unreadableSitemaps: 0,
          tooMany: 0,
          skipped: [],
          analysisJobId: null,
        },
      },
      'DELETE /api/sitemaps/sm-2': () => {
        listed = [kept];
        return { status: 204 };
      },
      ...lists,
    });
    const { user } = await open();
    await user.click(screen.getByRole('tab', { name: 'From sitemap' }));
    const list = await screen.findByRole('region', { name: 'Synced sitemaps' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first).getByText('https://example.com/sitemap_index.xml')).toBeInTheDocument();
    expect(within(first).getByText(/^Daily, next /)).toBeInTheDocument();
    expect(within(first).getByText(/^Last sync .*: 3 new, 998 already monitored, 2 over your plan's page limit$/)).toBeInTheDocument();
    expect(within(second).getByText(/^Weekly, next /)).toBeInTheDocument();
    expect(within(second).getByText(/failed: url does not lead to a readable sitemap: The page answered 404 Not Found$/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Sitemap URL'), 'https://example.net/sitemap.xml');
    await choose(user, 'Re-sync', 'Weekly, adding new pages');
    await user.click(importButton());
    await screen.findByText('Successfully imported 0 items from 1 sitemap. Skipped: 5 already monitored or listed twice.');
    expect(callsTo('POST', '/api/content-items/import-sitemap').map((c) => c.body)).toEqual([{ url: 'https://example.net/sitemap.xml', resync: 'weekly' }]);

    await user.click(within(second).getByRole('button', { name: 'Remove https://example.org/sitemap.xml' }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Synced sitemaps' })).getAllByRole('listitem')).toHaveLength(1));
    expect(callsTo('DELETE', '/api/sitemaps/sm-2')).toHaveLength(1);
  });
});
