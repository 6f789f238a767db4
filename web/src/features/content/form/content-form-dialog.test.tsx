import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@/test/user';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { anItem, aUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { choose } from '@/test/select';
import { BAD_URL_SENTENCE, ContentFormDialog } from './content-form-dialog';

const created = anItem({ id: 'new-1' });

async function open(props: Partial<React.ComponentProps<typeof ContentFormDialog>> = {}) {
  const onClose = vi.fn();
  await renderWithProviders(<ContentFormDialog onClose={onClose} {...props} />, { user: aUser() });
  return { user: setupUser(), onClose, dialog: screen.getByRole('dialog', { name: props.item ? 'Edit Content' : 'Add Content' }) };
}

describe('ContentFormDialog (add)', () => {
  it('refuses to submit without title and URL', async () => {
    const { fetchMock } = mockFetch({});
    const { user, onClose } = await open();
    await user.click(screen.getByRole('button', { name: 'Add Content' }));
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('creates the item with its source URLs in one request, analyses it, then closes', async () => {
    let finishAnalysis: (value: { status: number; body: unknown }) => void = () => {};
    const { calls, callsTo } = mockFetch({
      'POST /api/content-items': { status: 201, body: created },
      'POST /api/content-items/new-1/analyze': () => new Promise<{ status: number; body: unknown }>((resolve) => (finishAnalysis = resolve)),
      'GET /api/content-items': { body: [created] },
      'GET /api/analytics/content-stats': { body: {} },
    });
    const { user, onClose } = await open();

    await user.type(screen.getByLabelText('Title *'), '  Pricing page ');
    await user.type(screen.getByLabelText('URL *'), 'https://example.com/pricing');
    await choose(user, 'Content type', 'Product');
    await user.type(screen.getByLabelText('Description'), 'Our plans');
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Add Source URL' }));
    await user.type(screen.getByLabelText('Source URL 1'), 'https://vendor.example.com/prices');
    await user.type(screen.getByLabelText('Source URL 1 description'), 'Vendor list');
    await user.type(screen.getByLabelText('Source URL 2 description'), 'left without a URL');
    await user.type(screen.getByLabelText('Source URL 3'), 'https://stats.example.org/');
    await choose(user, 'Schedule type', 'Daily');
    await user.click(screen.getByRole('button', { name: 'Add Content' }));

    expect(await screen.findByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    // The row without a URL is not sent; the others go with the item, in the order entered.
    expect(callsTo('POST', '/api/content-items').map((c) => c.body)).toEqual([
      {
        title: 'Pricing page',
        url: 'https://example.com/pricing',
        contentType: 'product',
        status: 'fresh',
        healthScore: 0,
        lastUpdated: null,
        content: 'Our plans',
        aiPrompt: null,
        checkSchedule: { type: 'daily', time: '09:00' },
        sourceUrls: [
          { url: 'https://vendor.example.com/prices', description: 'Vendor list' },
          { url: 'https://stats.example.org/', description: null },
        ],
      },
    ]);

    finishAnalysis({ status: 200, body: {} });
    expect(await screen.findByText('Content added and analyzed successfully.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    // Two writes in all: the item with its sources, then the analysis.
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/content-items',
      'POST /api/content-items/new-1/analyze',
    ]);
    // It types some 100 characters one key at a time, which takes seconds on a busy 2-core machine.
  }, 20_000);

  it("stays open with the server's reason when it refuses a source URL, and analyses nothing", async () => {
    const { calls } = mockFetch({
      'POST /api/content-items': { status: 400, body: { message: 'sourceUrls.0.url must be an http or https address' } },
    });
    const { user, onClose } = await open();
    await user.type(screen.getByLabelText('Title *'), 'Home');
    await user.type(screen.getByLabelText('URL *'), 'https://example.com');
    await user.click(screen.getByRole('button', { name: 'Add Source URL' }));
    await user.type(screen.getByLabelText('Source URL 1'), 'ftp://files.example.com');
    await user.click(screen.getByRole('button', { name: 'Add Content' }));
    expect(await screen.findByText('sourceUrls.0.url must be an http or https address')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/content-items']);
  });

  it('sends the AI prompt only while its toggle is on', async () => {
    const { callsTo } = mockFetch({
      'POST /api/content-items': { status: 201, body: created },
      'POST /api/content-items/new-1/analyze': { body: {} },
      'GET /api/content-items': { body: [] },
      'GET /api/analytics/content-stats': { body: {} },
    });
    const { user } = await open();
    await user.type(screen.getByLabelText('Title *'), 'Home');
    await user.type(screen.getByLabelText('URL *'), 'https://example.com');
    await user.click(screen.getByRole('switch', { name: 'Use a custom AI prompt' }));
    await user.type(screen.getByLabelText('AI prompt'), 'Check the prices');
    await user.click(screen.getByRole('switch', { name: 'Use a custom AI prompt' }));
    await user.click(screen.getByRole('button', { name: 'Add Content' }));
    await waitFor(() => expect(callsTo('POST', '/api/content-items')).toHaveLength(1));
    expect(callsTo('POST', '/api/content-items')[0].body).toMatchObject({ aiPrompt: null });
  });

  it('keeps the item when the analysis fails and says so', async () => {
    mockFetch({
      'POST /api/content-items': { status: 201, body: created },
      'POST /api/content-items/new-1/analyze': { status: 404, body: { message: 'Cannot POST' } },
      'GET /api/content-items': { body: [] },
      'GET /api/analytics/content-stats': { body: {} },
    });
    const { user, onClose } = await open();
    await user.type(screen.getByLabelText('Title *'), 'Home');
    await user.type(screen.getByLabelText('URL *'), 'https://example.com');
    await user.click(screen.getByRole('button', { name: 'Add Content' }));
    expect(await screen.findByText('Content Added')).toBeInTheDocument();
    expect(screen.getByText('Content added successfully, but analysis failed.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('says in a sentence what is wrong with an address that is not a web address, without asking the server', async () => {
    const { fetchMock } = mockFetch({});
    const { user, onClose } = await open();
    await user.type(screen.getByLabelText('Title *'), 'Home');
    await user.type(screen.getByLabelText('URL *'), 'ftp://example.com');
    await user.click(screen.getByRole('button', { name: 'Add Content' }));
    expect(await screen.findByText(BAD_URL_SENTENCE)).toBeInTheDocument();
    expect(screen.queryByText(/must be an http or https address/)).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when adding fails, and stays open", async () => {
    const { fetchMock } = mockFetch({
      'POST /api/content-items': { status: 409, body: { message: "This page is already monitored as 'Home' (item 1)." } },
    });
    const { user, onClose } = await open();
    await user.type(screen.getByLabelText('Title *'), 'Home');
    await user.type(screen.getByLabelText('URL *'), 'https://example.com');
    await user.click(screen.getByRole('button', { name: 'Add Content' }));
    expect(await screen.findByText("This page is already monitored as 'Home' (item 1).")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fills an empty title from the page when the URL field loses focus', async () => {
    const { callsTo } = mockFetch({ 'POST /api/page-title': { body: { title: 'Example Domain', failure: null } } });
    const { user } = await open();
    await user.type(screen.getByLabelText('URL *'), 'https://example.com');
    await user.tab();
    expect(await screen.findByDisplayValue('Example Domain')).toBe(screen.getByLabelText('Title *'));
    expect(callsTo('POST', '/api/page-title')[0].body).toEqual({ url: 'https://example.com' });
  });

  it('stays silent when the title cannot be fetched, and never overwrites a typed title', async () => {
    const { callsTo } = mockFetch({ 'POST /api/page-title': { body: { title: null, failure: 'The page answered 404 Not Found.' } } });
    const { user } = await open();
    await user.type(screen.getByLabelText('URL *'), 'https://example.com');
    await user.tab();
    await waitFor(() => expect(callsTo('POST', '/api/page-title')).toHaveLength(1));
    expect(screen.getByLabelText('Title *')).toHaveValue('');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Title *'), 'Mine');
    await user.click(screen.getByLabelText('URL *'));
    await user.tab();
    expect(callsTo('POST', '/api/page-title')).toHaveLength(1);
  });
});

describe('ContentFormDialog (edit)', () => {
  it('patches the item with the form and posts only the new source URLs', async () => {
    const item = anItem({
      id: 'item-9',
      title: 'About',
      url: 'https://example.com/about',
      contentType: 'blog_post',
      content: 'Who we are',
      aiPrompt: 'Check the team list',
      checkSchedule: { type: 'weekly', daysOfWeek: ['friday'], time: '08:00' },
      sourceUrls: [{ id: 's1', url: 'https://old.example.com', description: null, addedAt: '2025-01-01T00:00:00Z', lastComparison: null }],
    });
    const { callsTo } = mockFetch({
      'PATCH /api/content-items/item-9': { body: item },
      'POST /api/content-items/item-9/source-urls': { status: 201, body: {} },
      'GET /api/content-items': { body: [item] },
      'GET /api/analytics/content-stats': { body: {} },
    });
    const { user, onClose, dialog } = await open({ item });
    expect(screen.getByLabelText('Title *')).toHaveValue('About');
    expect(screen.getByRole('switch', { name: 'Use a custom AI prompt' })).toBeChecked();
    expect(within(dialog).getByText('https://old.example.com')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Title *'));
    await user.type(screen.getByLabelText('Title *'), 'About us');
    await user.click(screen.getByRole('button', { name: 'Add Source URL' }));
    await user.type(screen.getByLabelText('Source URL 1'), 'https://new.example.com');
    await user.click(screen.getByRole('button', { name: 'Update Content' }));

    expect(await screen.findByText('Content updated successfully.')).toBeInTheDocument();
    expect(callsTo('PATCH', '/api/content-items/item-9')[0].body).toEqual({
      title: 'About us',
      url: 'https://example.com/about',
      contentType: 'blog_post',
      content: 'Who we are',
      aiPrompt: 'Check the team list',
      checkSchedule: { type: 'weekly', daysOfWeek: ['friday'], time: '08:00' },
    });
    expect(callsTo('POST', '/api/content-items/item-9/source-urls').map((c) => c.body)).toEqual([{ url: 'https://new.example.com', description: null }]);
    expect(onClose).toHaveBeenCalled();
  });
});
