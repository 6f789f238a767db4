import type { ContentHistoryEntry, HistoryAnalysis } from '@freshwatch/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { aUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import { analysisSnapshots } from './history-model';
import { ItemHistory } from './item-history';

const entry = (version: number, type: string, overrides: Partial<ContentHistoryEntry> = {}): ContentHistoryEntry => ({
  version,
  position: version * 10,
  type,
  occurredAt: `2026-11-0${version}T09:00:00.000Z`,
  actor: { kind: 'user', id: 'user-1', name: 'Test User' },
  changes: [],
  analysis: null,
  reason: null,
  hash: 'a'.repeat(64),
  ...overrides,
});
const analysed = (healthScore: number, text: string | null, changedPageFields: string[] = []): HistoryAnalysis => ({
  healthScore,
  freshness: 50,
  seoScore: 60,
  readability: 70,
  status: 'fresh',
  analyser: 'local',
  model: null,
  changedPageFields,
  text,
});

const history: ContentHistoryEntry[] = [
  entry(1, 'ContentItemRegistered', { changes: [{ field: 'title', from: null, to: 'Pricing' }] }),
  entry(2, 'ContentItemEdited', {
    actor: { kind: 'api_key', id: '9b1c7e2f-aaaa', name: 'Shop site' },
    changes: [{ field: 'title', from: 'Pricing', to: 'Pricing plans' }],
  }),
  entry(3, 'ContentAnalyzed', {
    actor: { kind: 'scheduler', id: 'scheduler', name: 'Freshwatch' },
    analysis: analysed(48, 'Plans start at nine dollars a month.'),
  }),
  entry(4, 'ContentAnalyzed', { analysis: analysed(52, null) }),
  entry(5, 'ContentAnalyzed', {
    actor: { kind: 'user', id: 'someone-else-1', name: 'Edith Editor' },
    analysis: analysed(81, 'Plans start at twelve dollars a month.', ['h1', 'text']),
  }),
];

async function renderHistory(reply: ContentHistoryEntry[] = history) {
  const { calls } = mockFetch({ 'GET /api/content-items/c1/history': { body: reply } });
  await renderWithProviders(<ItemHistory contentId="c1" />, { user: aUser({ id: 'user-1' }) });
  await screen.findByRole('list', { name: 'Events' });
  return calls;
}

describe('ItemHistory', () => {
  it('lists every event oldest first with who did it and what changed', async () => {
    await renderHistory();
    const items = within(screen.getByRole('list', { name: 'Events' })).getAllByRole('listitem', { name: undefined });
    const lines = items.filter((li) => li.parentElement?.getAttribute('aria-label') === 'Events').map((li) => li.textContent);
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/^Registered by You/);
    expect(lines[1]).toMatch(/^Edited by API key “Shop site”/);
    expect(lines[1]).toContain('title: Pricing → Pricing plans');
    expect(lines[2]).toMatch(/^Analysed by Scheduled check/);
    expect(lines[2]).toContain('Health 48%');
    expect(lines[4]).toMatch(/^Analysed by Edith Editor/);
    expect(lines[4]).toContain('page changed: h1, text');
    expect(screen.getByRole('link', { name: /Export events/ })).toHaveAttribute('href', '/api/content-items/c1/history?format=ndjson');
  });

  it('charts the health of every analysis', async () => {
    await renderHistory();
    expect(screen.getByRole('img', { name: 'Health score chart: from 48% to 81% over 3 analyses' })).toBeInTheDocument();
  });

  it("diffs the page's words between the two latest analyses, carrying an unchanged text forward", async () => {
    await renderHistory();
    const diff = screen.getByLabelText('Text differences');
    expect(diff.querySelector('del')?.textContent).toBe('nine');
    expect(diff.querySelector('ins')?.textContent).toBe('twelve');
    expect(screen.getByRole('combobox', { name: 'Compare from' })).toHaveTextContent('52%');
    expect(screen.getByRole('combobox', { name: 'Compare to' })).toHaveTextContent('81%');

    // Comparing an analysis with the one whose words it kept shows no change.
    const user = setupUser();
    await user.click(screen.getByRole('combobox', { name: 'Compare to' }));
    await user.click(await screen.findByRole('option', { name: /48%/ }));
    await waitFor(() => expect(screen.getByText("The page's text is the same in both analyses.")).toBeInTheDocument());
  });

  it('says so when there is nothing to compare yet', async () => {
    await renderHistory(history.slice(0, 3));
    expect(screen.getByText("Two analyses with the page's text are needed to compare the words.")).toBeInTheDocument();
  });
});

describe('analysisSnapshots', () => {
  it('gives each analysis the latest text seen up to it', () => {
    expect(analysisSnapshots(history).map((s) => [s.version, s.text])).toEqual([
      [3, 'Plans start at nine dollars a month.'],
      [4, 'Plans start at nine dollars a month.'],
      [5, 'Plans start at twelve dollars a month.'],
    ]);
  });
});
