import type { Analysis } from '@freshwatch/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { contentListReply } from '@/test/paged-server';
import { anItem } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { choose } from '@/test/select';
import { setupUser } from '@/test/user';
import { AdvancedDataPage } from './advanced-data-page';

const analysis: Analysis = {
  healthScore: 64,
  freshness: 50,
  seoScore: 70,
  readability: 75,
  summary: 'Mostly fine.',
  issues: [{ type: 'stale', message: 'The prices are from last year', severity: 'error' }],
  recommendations: [{ type: 'update', message: 'Update the prices', priority: 'high' }],
};
const withIssues = anItem({
  title: 'Pricing Guide',
  url: 'https://example.com/pricing',
  contentType: 'blog_post',
  healthScore: 64,
  analysis,
  content: 'x'.repeat(3000),
  lastAnalyzed: '2026-03-01T10:00:00.000Z',
});
const clean = anItem({ title: 'About Us', url: 'https://example.com/about', healthScore: 92, analysis: { ...analysis, healthScore: 92, issues: [] } });
const fresh = anItem({ title: 'New Page', url: 'https://example.com/NEW', healthScore: 0, analysis: null, content: null, createdAt: '' });
const items = [withIssues, clean, fresh];

const titles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[0]?.querySelector('.font-medium')?.textContent);

afterEach(() => vi.restoreAllMocks());

describe('AdvancedDataPage', () => {
  it("shows 'Loading...' until the items arrive, then the Advanced Data columns", async () => {
    let reply!: (value: { body: unknown }) => void;
    const { requestsTo } = mockFetch({
      'GET /api/content-items': (call) => new Promise((resolve) => (reply = (r) => resolve({ ...r, ...contentListReply(items)(call) }))),
    });
    await renderWithProviders(<AdvancedDataPage />);
    expect(screen.getByRole('heading', { name: 'Advanced Data' })).toBeInTheDocument();
    expect(screen.getByText('Detailed content data and analysis results')).toBeInTheDocument();
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    reply({ body: null });
    await waitFor(() => expect(titles()).toEqual(['Pricing Guide', 'About Us', 'New Page']));
    expect(screen.getByText('Showing 3 of 3 results')).toBeInTheDocument();
    // Pages of 200, the most the API gives; never the whole list.
    expect(requestsTo('GET', '/api/content-items').map((call) => call.path)).toEqual(['/api/content-items?limit=200']);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Content',
      'Type',
      'Analysis Status',
      'Health Score',
      'Data Size',
      'Actions',
    ]);
    const pricing = within(screen.getByRole('row', { name: /Pricing Guide/ }));
    expect(pricing.getByText('blog post')).toBeInTheDocument();
    expect(pricing.getByText('Analyzed')).toBeInTheDocument();
    expect(pricing.getByText('64%')).toHaveAttribute('data-band', 'blue');
    expect(pricing.getByText('Content: 3 KB')).toBeInTheDocument();
    expect(pricing.getByText('Analysis: 0 KB')).toBeInTheDocument();
    const newPage = within(screen.getByRole('row', { name: /New Page/ }));
    expect(newPage.getByText('Not analyzed')).toBeInTheDocument();
    expect(newPage.getByText('N/A')).toBeInTheDocument();
    expect(newPage.getByText('Content: N/A')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /About Us/ })).getByText('92%')).toHaveAttribute('data-band', 'green');
  });

  it('asks the server for the title or URL searched and the analysis filter chosen, and sorts from the headers', async () => {
    const { calls } = mockFetch({ 'GET /api/content-items': contentListReply(items) });
    await renderWithProviders(<AdvancedDataPage />);
    const user = setupUser();
    await screen.findByText('Pricing Guide');
    await user.type(screen.getByRole('searchbox', { name: 'Search content' }), 'new');
    await waitFor(() => expect(titles()).toEqual(['New Page']));
    await user.clear(screen.getByRole('searchbox', { name: 'Search content' }));
    await choose(user, 'Analysis filter', 'Analyzed Only');
    await waitFor(() => expect(titles()).toEqual(['Pricing Guide', 'About Us']));
    await choose(user, 'Analysis filter', 'Unanalyzed Only');
    await waitFor(() => expect(titles()).toEqual(['New Page']));
    await choose(user, 'Analysis filter', 'With Issues');
    await waitFor(() => expect(titles()).toEqual(['Pricing Guide']));
    await user.type(screen.getByRole('searchbox', { name: 'Search content' }), 'about');
    expect(await screen.findByText('No content items found.')).toBeInTheDocument();
    expect(Object.fromEntries(calls.at(-1)!.query)).toEqual({ limit: '200', q: 'about', analysis: 'with_issues' });
    await choose(user, 'Analysis filter', 'All Content');
    await waitFor(() => expect(titles()).toEqual(['About Us']));

    await user.clear(screen.getByRole('searchbox', { name: 'Search content' }));
    await user.click(screen.getByRole('button', { name: 'Health Score' }));
    await waitFor(() => expect(titles()).toEqual(['New Page', 'Pricing Guide', 'About Us']));
    await user.click(screen.getByRole('button', { name: 'Content' }));
    await waitFor(() => expect(titles()).toEqual(['About Us', 'New Page', 'Pricing Guide']));
    expect(Object.fromEntries(calls.at(-1)!.query)).toEqual({ limit: '200', sort: 'title', order: 'asc' });
    await user.click(screen.getByRole('button', { name: 'Analysis Status' }));
    await waitFor(() => expect(Object.fromEntries(calls.at(-1)!.query)).toEqual({ limit: '200', sort: 'lastAnalyzed', order: 'asc' }));
  });

  it('opens the View dialog with its Overview, Analysis, Content and Raw Data tabs', async () => {
    mockFetch({ 'GET /api/content-items': contentListReply(items) });
    await renderWithProviders(<AdvancedDataPage />);
    const user = setupUser();
    await user.click(within(await screen.findByRole('row', { name: /Pricing Guide/ })).getByRole('button', { name: 'View' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText('https://example.com/pricing')).toBeInTheDocument();
    expect(dialog.getByText('64%')).toBeInTheDocument();
    await user.click(dialog.getByRole('tab', { name: 'Analysis' }));
    expect(dialog.getByText('Mostly fine.')).toBeInTheDocument();
    expect(dialog.getByText('The prices are from last year')).toBeInTheDocument();
    await user.click(dialog.getByRole('tab', { name: 'Content' }));
    expect(dialog.getByText('x'.repeat(3000))).toBeInTheDocument();
    await user.click(dialog.getByRole('tab', { name: 'Raw Data' }));
    expect(JSON.parse(dialog.getByLabelText('Raw data').textContent!)).toEqual(withIssues);
    await user.click(dialog.getByRole('button', { name: 'Copy raw data' }));
    expect(await screen.findByText('Raw data copied to clipboard.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(JSON.stringify(withIssues, null, 2));
  });

  it('says what is missing for an item that was never analysed', async () => {
    mockFetch({ 'GET /api/content-items': contentListReply(items) });
    await renderWithProviders(<AdvancedDataPage />);
    const user = setupUser();
    await user.click(within(await screen.findByRole('row', { name: /New Page/ })).getByRole('button', { name: 'View' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText('Not analyzed')).toBeInTheDocument();
    expect(dialog.getByText('Never')).toBeInTheDocument();
    expect(dialog.getByText('Unknown')).toBeInTheDocument();
    await user.click(dialog.getByRole('tab', { name: 'Analysis' }));
    expect(dialog.getByText('No analysis data available')).toBeInTheDocument();
    expect(dialog.getByText('Run content analysis to see detailed insights')).toBeInTheDocument();
    await user.click(dialog.getByRole('tab', { name: 'Content' }));
    expect(dialog.getByText('No content extracted yet')).toBeInTheDocument();
  });

  it('exports JSON and CSV through the streamed endpoint', async () => {
    mockFetch({ 'GET /api/content-items': contentListReply(items) });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href')!);
    });
    await renderWithProviders(<AdvancedDataPage />);
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Export JSON' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(clicked).toEqual(['/api/content-items/export?format=json', '/api/content-items/export?format=csv']);
  });
});
