import type { Analysis, HealthHistoryEntry } from '@freshwatch/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { anItem, aUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import { formatDateTime } from '@/lib/dates';
import { ViewContentDialog } from './view-content-dialog';

const analysis: Analysis = {
  healthScore: 58,
  freshness: 35,
  seoScore: 82,
  readability: 64,
  summary: 'The page is older than the freshness threshold and 2 images lack alt text.',
  issues: [
    { type: 'stale_year', message: "Mentions '© 2022' as if it were current.", severity: 'error' },
    { type: 'image_alt', message: '2 images have no alt text: /img/a.png, /img/b.png', severity: 'warning' },
    { type: 'long_paragraphs', message: '3 paragraphs are longer than 150 words.', severity: 'warning' },
    { type: 'hreflang', message: 'No hreflang links.', severity: 'info' },
  ],
  recommendations: [
    { type: 'update_year', message: "Replace '© 2022' with the current year.", priority: 'high' },
    { type: 'alt_text', message: 'Describe /img/a.png and /img/b.png in alt text.', priority: 'medium' },
  ],
};

const history: HealthHistoryEntry[] = [
  {
    analysedAt: '2025-01-01T10:00:00.000Z',
    healthScore: 40,
    freshness: 30,
    seoScore: 50,
    readability: 40,
    status: 'needs_update',
    analyser: 'local',
    model: null,
  },
  { analysedAt: '2025-02-01T10:00:00.000Z', healthScore: 58, freshness: 35, seoScore: 82, readability: 64, status: 'outdated', analyser: 'local', model: null },
];

async function open(item = anItem({ id: 'v1', title: 'Pricing', analysis, healthScore: 58, lastAnalyzed: '2025-02-01T10:00:00.000Z' })) {
  await renderWithProviders(<ViewContentDialog item={item} onClose={vi.fn()} />, { user: aUser() });
  return { dialog: screen.getByRole('dialog', { name: item.title }), user: setupUser() };
}

describe('ViewContentDialog', () => {
  it('shows the four scores as labelled bars in their health bands, and the summary', async () => {
    mockFetch({ 'GET /api/content-items/v1/health-history': { body: history } });
    const { dialog } = await open();
    const view = within(within(dialog).getByRole('region', { name: 'Latest analysis' }));
    expect(view.getByRole('progressbar', { name: 'Health score 58%' })).toHaveAttribute('data-band', 'yellow');
    expect(view.getByRole('progressbar', { name: 'Freshness 35%' })).toHaveAttribute('data-band', 'red');
    expect(view.getByRole('progressbar', { name: 'SEO 82%' })).toHaveAttribute('data-band', 'green');
    expect(view.getByRole('progressbar', { name: 'Readability 64%' })).toHaveAttribute('data-band', 'blue');
    expect(view.getByText(analysis.summary)).toBeInTheDocument();
    // Last analyzed, to the minute.
    expect(within(dialog).getAllByText(new Date('2025-02-01T10:00:00.000Z').toLocaleString()).length).toBeGreaterThan(0);
  });

  it('shows the reading ease with its formula and what the link check found, and no figures for older analyses', async () => {
    mockFetch({ 'GET /api/content-items/v1/health-history': { body: history } });
    const measured: Analysis = {
      ...analysis,
      readingEase: { score: 47.6, formula: 'amstad', language: 'de' },
      links: { checked: 206, broken: 10, redirected: 5, skipped: 2 },
      pageDate: { lastModified: '2021-06-01T12:00:00.000Z', source: 'meta' },
    };
    const { dialog } = await open(anItem({ id: 'v1', title: 'Pricing', analysis: measured, healthScore: 58 }));
    const view = within(within(dialog).getByRole('region', { name: 'Latest analysis' }));
    expect(view.getByText("Jun 1, 2021, from the page's modified-time tag")).toBeInTheDocument();
    expect(view.getByText('48 (Amstad (German))')).toBeInTheDocument();
    expect(view.getByText('206 checked, 10 broken, 5 redirected, 2 skipped')).toBeInTheDocument();
  });

  it('says when reading ease is not scored for the language', async () => {
    mockFetch({ 'GET /api/content-items/v1/health-history': { body: history } });
    const unscored: Analysis = { ...analysis, readingEase: { score: null, formula: null, language: 'fi' } };
    const { dialog } = await open(anItem({ id: 'v1', title: 'Pricing', analysis: unscored, healthScore: 58 }));
    expect(within(dialog).getByText('not scored for this language (fi)')).toBeInTheDocument();
    expect(within(dialog).queryByText(/checked, .* broken/)).not.toBeInTheDocument();
  });

  it('groups the issues by severity and the recommendations by priority, with counts', async () => {
    mockFetch({ 'GET /api/content-items/v1/health-history': { body: history } });
    const { dialog } = await open();
    const issues = within(within(dialog).getByRole('region', { name: 'Issues' }));
    expect(issues.getByRole('heading', { name: 'Issues (4)' })).toBeInTheDocument();
    const group = (scope: typeof issues, name: string) => within(scope.getByRole('region', { name }));
    expect(
      group(issues, 'Errors (1)')
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(["Mentions '© 2022' as if it were current."]);
    expect(group(issues, 'Warnings (2)').getAllByRole('listitem')).toHaveLength(2);
    expect(group(issues, 'Info (1)').getByText('No hreflang links.')).toBeInTheDocument();
    // Headings come in the order errors, warnings, info.
    expect(issues.getAllByRole('heading', { level: 5 }).map((h) => h.textContent)).toEqual(['Errors (1)', 'Warnings (2)', 'Info (1)']);

    const recs = within(within(dialog).getByRole('region', { name: 'Recommendations' }));
    expect(recs.getByRole('heading', { name: 'Recommendations (2)' })).toBeInTheDocument();
    expect(group(recs, 'High priority (1)').getByText("Replace '© 2022' with the current year.")).toBeInTheDocument();
    expect(group(recs, 'Medium priority (1)').getByText('Describe /img/a.png and /img/b.png in alt text.')).toBeInTheDocument();
    // A priority with nothing in it is left out.
    expect(recs.queryByRole('region', { name: /Low priority/ })).not.toBeInTheDocument();
  });

  it('shows a standing contradiction with its explanation in an alert, and none without one', async () => {
    const explanation = 'The page says 41% of teams review quarterly; the report now says 64%.';
    const { dialog } = await open(anItem({ id: 'v2', title: 'Survey', contradiction: { explanation, at: '2026-11-22T10:00:00.000Z' } }));
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('Contradicts its sources');
    expect(alert).toHaveTextContent(explanation);
    expect(alert).toHaveTextContent(formatDateTime('2026-11-22T10:00:00.000Z'));
  });

  it('shows no contradiction alert for an item without one', async () => {
    const { dialog } = await open();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists the health history newest first', async () => {
    mockFetch({ 'GET /api/content-items/v1/health-history': { body: history } });
    const { dialog } = await open();
    const table = await within(dialog).findByRole('table', { name: 'Health history' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual(['58%', '40%']);
    expect(within(rows[1]).getByText('needs update')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Health score trend: from 40% to 58% over 2 analyses' })).toBeInTheDocument();
  });

  it('offers to run the first analysis when there is none, and shows it once done', async () => {
    const item = anItem({ id: 'v2', title: 'New page', analysis: null, healthScore: 0 });
    const { callsTo } = mockFetch({
      'GET /api/content-items/v2/health-history': { body: [] },
      'POST /api/content-items/v2/analyze': { body: { ...item, analysis, healthScore: 58, lastAnalyzed: '2025-02-01T10:00:00.000Z' } },
      'GET /api/content-items': { body: [{ ...item, analysis }] },
    });
    const { dialog, user } = await open(item);
    expect(within(dialog).getByText('No analysis yet')).toBeInTheDocument();
    expect(await within(dialog).findByText('No analyses recorded yet.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Never').length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Run analysis' }));
    expect(await screen.findByText('Content analyzed successfully.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/content-items/v2/analyze')).toHaveLength(1);
    // The history is reloaded with the list.
    await waitFor(() => expect(callsTo('GET', '/api/content-items/v2/health-history')).toHaveLength(2));
  });

  it('explains how the health score is made', async () => {
    mockFetch({ 'GET /api/content-items/v1/health-history': { body: [] } });
    const { dialog, user } = await open();
    await user.hover(within(dialog).getByRole('button', { name: 'About health score' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Health score = 40% freshness + 30% SEO + 30% readability.');
  });

  it("shows the item's history from the event log in its own tab, loaded only when chosen", async () => {
    const { callsTo } = mockFetch({
      'GET /api/content-items/v1/health-history': { body: history },
      'GET /api/content-items/v1/history': {
        body: [
          {
            version: 1,
            position: 1,
            type: 'ContentItemRegistered',
            occurredAt: '2025-01-01T09:00:00.000Z',
            actor: { kind: 'user', id: 'someone', name: 'Edith Editor' },
            changes: [],
            analysis: null,
            reason: null,
            hash: 'f'.repeat(64),
          },
        ],
      },
    });
    const { dialog, user } = await open();
    expect(callsTo('GET', '/api/content-items/v1/history')).toHaveLength(0);
    await user.click(within(dialog).getByRole('tab', { name: 'History' }));
    // The tab's code loads on first use; on a busy machine that can take a few seconds.
    expect(await within(dialog).findByText('Registered', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Events' })).toHaveTextContent('by Edith Editor');
  });
});
