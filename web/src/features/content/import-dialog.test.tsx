import { screen, waitFor } from '@testing-library/react';
import { setupUser } from '@/test/user';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { aUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { ImportDialog } from './import-dialog';

async function open() {
  const onClose = vi.fn();
  await renderWithProviders(<ImportDialog onClose={onClose} />, { user: aUser() });
  return { user: setupUser({ applyAccept: false }), onClose };
}

const importButton = () => screen.getByRole('button', { name: 'Import' });
const lists = { 'GET /api/content-items': { body: [] }, 'GET /api/analytics/content-stats': { body: {} } };

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
    const { user, onClose } = await open();
    await user.click(screen.getByRole('tab', { name: 'Paste URLs' }));
    await user.type(screen.getByLabelText('URLs'), '# a comment{enter}localhost{enter}not a url');
    await user.click(importButton());
    expect(await screen.findByText('No Valid URLs')).toBeInTheDocument();
    expect(screen.getByText('No valid URLs found in the input.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('creates one page per URL of an uploaded CSV', async () => {
    const { callsTo } = mockFetch({ 'POST /api/content-items': { status: 201, body: { id: 'x' } }, ...lists });
    const { user, onClose } = await open();
    const csv = '# exported\nhttps://example.com/about,example.com/blog/post\n\nhttp://shop.example.com\n';
    await user.upload(screen.getByLabelText('CSV or TXT file'), new File([csv], 'urls.csv', { type: 'text/csv' }));
    await user.click(importButton());
    expect(await screen.findByText('Import Complete')).toBeInTheDocument();
    expect(screen.getByText('Successfully imported 3 items')).toBeInTheDocument();
    expect(callsTo('POST', '/api/content-items').map((c) => c.body)).toEqual([
      { title: 'example.com/about', url: 'https://example.com/about', contentType: 'page', checkSchedule: { type: 'manual' } },
      { title: 'example.com/blog/post', url: 'https://example.com/blog/post', contentType: 'page', checkSchedule: { type: 'manual' } },
      { title: 'shop.example.com', url: 'http://shop.example.com/', contentType: 'page', checkSchedule: { type: 'manual' } },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('counts the failures of a partial import', async () => {
    let n = 0;
    mockFetch({
      'POST /api/content-items': () => (++n === 2 ? { status: 402, body: { message: 'Plan limit reached' } } : { status: 201, body: { id: String(n) } }),
      ...lists,
    });
    const { user } = await open();
    await user.click(screen.getByRole('tab', { name: 'Paste URLs' }));
    await user.type(screen.getByLabelText('URLs'), 'a.example.com, b.example.com, c.example.com');
    await user.click(importButton());
    expect(await screen.findByText('Successfully imported 2 items. 1 items failed.')).toBeInTheDocument();
  });

  it("reports a total failure with the server's message", async () => {
    mockFetch({ 'POST /api/content-items': { status: 402, body: { message: 'Plan limit reached' } } });
    const { user, onClose } = await open();
    await user.click(screen.getByRole('tab', { name: 'Paste URLs' }));
    await user.type(screen.getByLabelText('URLs'), 'a.example.com');
    await user.click(importButton());
    expect(await screen.findByText('Import Failed')).toBeInTheDocument();
    expect(screen.getByText('Plan limit reached')).toBeInTheDocument();
    await waitFor(() => expect(importButton()).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
  });
});
