import { addDays, type ContentReport, lastDays, type ReportItem, type ReportRange } from '@freshwatch/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { choose } from '@/test/select';
import { setupUser } from '@/test/user';
import { ReportsPage } from './reports-page';

const item = (title: string, healthScore: number, status: ReportItem['status'] = 'fresh'): ReportItem => ({
  id: `id-${title}`,
  title,
  url: `https://example.com/${title.toLowerCase()}`,
  contentType: 'blog_post',
  status,
  healthScore,
  freshness: 60,
  seoScore: 70,
  readability: 80,
  lastAnalyzed: '2026-03-20T10:00:00.000Z',
});

function aReport(range: ReportRange, overrides: Partial<ContentReport> = {}): ContentReport {
  return {
    range,
    previousRange: { from: addDays(range.from, -range.days), to: addDays(range.from, -1), days: range.days },
    stats: {
      totalContent: { value: 12, previous: 10, changePercent: 20 },
      averageHealthScore: { value: 71, previous: 75, changePercent: -5 },
      contentAnalyzed: { value: 30, previous: 0, changePercent: null },
      statusChanges: { value: 4, previous: 4, changePercent: 0 },
    },
    healthDistribution: { excellent: 2, good: 5, fair: 1, poor: 3 },
    contentTypes: [
      { contentType: 'blog_post', count: 7 },
      { contentType: 'page', count: 2 },
      { contentType: 'product', count: 0 },
      { contentType: 'news', count: 3 },
      { contentType: 'tutorial', count: 0 },
    ],
    topPerforming: [item('Alpha', 96), item('Beta', 91)],
    needingAttention: [item('Omega', 12, 'outdated'), item('Psi', 40, 'needs_update')],
    detailedAnalysis: [item('Alpha', 96), item('Omega', 12, 'outdated')],
    healthByDay: Array.from({ length: range.days }, (_, i) => ({
      day: addDays(range.from, i),
      analyses: i === 1 ? 2 : 0,
      averageHealthScore: i === 1 ? 64 : null,
    })),
    ...overrides,
  };
}

const path = (range: ReportRange) => `GET /api/reports?from=${range.from}&to=${range.to}`;
const card = (title: string) => screen.getByText(title).closest('.rounded-lg') as HTMLElement;

afterEach(() => vi.restoreAllMocks());

describe('ReportsPage', () => {
  it('shows the four stat cards with their change against the previous range, and every section', async () => {
    const month = lastDays(30, new Date());
    mockFetch({ [path(month)]: { body: aReport(month) } });
    await renderWithProviders(<ReportsPage />);
    expect(await screen.findByText('+20% from the previous 30 days')).toBeInTheDocument();
    expect(within(card('Total Content')).getByText('12')).toBeInTheDocument();
    expect(within(card('Average Health Score')).getByText('71%')).toBeInTheDocument();
    expect(within(card('Average Health Score')).getByText('-5% from the previous 30 days')).toBeInTheDocument();
    expect(within(card('Content Analyzed')).getByText('Nothing to compare in the previous 30 days')).toBeInTheDocument();
    expect(within(card('Status Changes')).getByText('0% from the previous 30 days')).toBeInTheDocument();
    expect(screen.queryByText(/\+12% from last month/)).not.toBeInTheDocument();

    expect(screen.getByLabelText('Excellent (90-100): 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Poor (0-49): 3')).toBeInTheDocument();
    expect(screen.getByLabelText('blog post: 7')).toBeInTheDocument();
    expect(
      within(card('Top Performing Content'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Alphahttps://example.com/alphafresh96%', 'Betahttps://example.com/betafresh91%']);
    expect(within(card('Content Needing Attention')).getByText('outdated')).toHaveClass('bg-red-100');
    expect(within(card('Content Needing Attention')).getByText('needs update')).toHaveClass('bg-yellow-100');
    const rows = within(screen.getByRole('table', { name: 'Detailed Content Analysis' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 7),
    ).toEqual(['Alpha', 'blog post', 'fresh', '96%', '60%', '70%', '80%']);
    expect(screen.getByRole('img', { name: /Average health per day, 1 of 30 days with analyses/ })).toBeInTheDocument();
  });

  it('asks for the chosen range and shows its figures', async () => {
    const month = lastDays(30, new Date());
    const week = lastDays(7, new Date());
    const { callsTo } = mockFetch({
      [path(month)]: { body: aReport(month) },
      [path(week)]: { body: aReport(week, { stats: { ...aReport(week).stats, totalContent: { value: 3, previous: 1, changePercent: 200 } } }) },
    });
    await renderWithProviders(<ReportsPage />);
    await screen.findByText('+20% from the previous 30 days');
    await choose(setupUser(), 'Date range', 'Last 7 days');
    expect(await screen.findByText('+200% from the previous 7 days')).toBeInTheDocument();
    expect(within(card('Total Content')).getByText('3')).toBeInTheDocument();
    expect(callsTo('GET', `/api/reports?from=${week.from}&to=${week.to}`)).toHaveLength(1);
  });

  it('exports the report of the chosen range as CSV and as JSON', async () => {
    const month = lastDays(30, new Date());
    mockFetch({ [path(month)]: { body: aReport(month) } });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href')!);
    });
    await renderWithProviders(<ReportsPage />);
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Export Report (CSV)' }));
    await user.click(screen.getByRole('button', { name: 'Export Report (JSON)' }));
    expect(clicked).toEqual([
      `/api/reports/export?format=csv&from=${month.from}&to=${month.to}`,
      `/api/reports/export?format=json&from=${month.from}&to=${month.to}`,
    ]);
  });

  it("shows the report as it stood at the end of a picked 'As of' day, and the live one again once cleared", async () => {
    const month = lastDays(30, new Date());
    const asOf = addDays(month.to, -10);
    const then = lastDays(30, new Date(`${asOf}T12:00:00.000Z`));
    const { callsTo } = mockFetch({
      [path(month)]: { body: aReport(month) },
      [`${path(then)}&asOf=${asOf}`]: { body: aReport(then, { stats: { ...aReport(then).stats, totalContent: { value: 5, previous: 5, changePercent: 0 } } }) },
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href')!);
    });
    await renderWithProviders(<ReportsPage />);
    await screen.findByText('+20% from the previous 30 days');
    const user = setupUser();

    fireEvent.change(screen.getByLabelText('As of'), { target: { value: asOf } });
    expect(await within(card('Total Content')).findByText('5')).toBeInTheDocument();
    expect(screen.getByText(`The report as it stood at the end of ${asOf} (UTC)`)).toBeInTheDocument();
    expect(callsTo('GET', `/api/reports?from=${then.from}&to=${then.to}&asOf=${asOf}`)).toHaveLength(1);
    // The export speaks of the same past report.
    await user.click(screen.getByRole('button', { name: 'Export Report (JSON)' }));
    expect(clicked).toEqual([`/api/reports/export?format=json&from=${then.from}&to=${then.to}&asOf=${asOf}`]);

    await user.click(screen.getByRole('button', { name: 'Back to today' }));
    expect(await within(card('Total Content')).findByText('12')).toBeInTheDocument();
    expect(screen.queryByText(/The report as it stood/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('As of')).toHaveValue('');
  });
});
