import type { ApiKey, IssuedApiKey } from '@freshwatch/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { aUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import { PluginsPage } from './plugins-page';

const oldKey: ApiKey = {
  id: 'k1',
  name: 'Shop site',
  prefix: 'AbCdEfGh',
  createdAt: '2025-01-05T10:00:00.000Z',
  lastUsedAt: '2025-02-07T10:00:00.000Z',
  revokedAt: null,
};
const revokedKey: ApiKey = {
  id: 'k0',
  name: 'Old blog',
  prefix: 'ZyXwVuTs',
  createdAt: '2024-12-01T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: '2025-01-02T10:00:00.000Z',
};
const issued: IssuedApiKey = {
  id: 'k2',
  name: 'Blog',
  prefix: 'NeWkEy12',
  createdAt: '2025-03-01T10:00:00.000Z',
  key: 'fw_NeWkEy12-the-rest-of-a-long-secret-key-000000000',
};

async function renderPage(handlers: Parameters<typeof mockFetch>[0] = {}) {
  const fetch = mockFetch({ 'GET /api/api-keys': { body: [oldKey, revokedKey] }, ...handlers });
  await renderWithProviders(<PluginsPage />, { user: aUser() });
  return { ...fetch, user: setupUser() };
}

describe('PluginsPage', () => {
  it('shows the plugin, the keys and the service domain on the Overview', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { name: 'WordPress Plugin' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('1.0.0')).toBeInTheDocument();
    expect(screen.getByText('Latest')).toBeInTheDocument();
    expect(screen.getByText('WordPress 5.0+')).toBeInTheDocument();
    expect(screen.getByText(window.location.origin)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'System requirements' })).getAllByRole('listitem')).toHaveLength(4);

    const shop = within(await screen.findByRole('row', { name: /Shop site/ }));
    expect(shop.getByText('fw_AbCdEfGh…')).toBeInTheDocument();
    expect(shop.getByText('Jan 5, 2025')).toBeInTheDocument();
    expect(shop.getByText('Feb 7, 2025')).toBeInTheDocument();
    const old = within(screen.getByRole('row', { name: /Old blog/ }));
    expect(old.getByText('Never')).toBeInTheDocument();
    expect(old.getByText('Revoked Jan 2, 2025')).toBeInTheDocument();
    expect(old.queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  });

  it('creates a key and shows it in full once, with a copy button', async () => {
    let listed = [oldKey];
    const { user, callsTo } = await renderPage({
      'GET /api/api-keys': () => ({ body: listed }),
      'POST /api/api-keys': () => {
        listed = [{ ...issued, lastUsedAt: null, revokedAt: null }, oldKey];
        return { status: 201, body: issued };
      },
    });
    await screen.findByRole('row', { name: /Shop site/ });
    await user.type(screen.getByLabelText('Key name (optional)'), '  Blog ');
    await user.click(screen.getByRole('button', { name: 'Create API Key' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Your new API key' }));
    expect(callsTo('POST', '/api/api-keys')[0].body).toEqual({ name: 'Blog' });
    expect(dialog.getByLabelText('Blog')).toHaveValue(issued.key);
    expect(dialog.getByText(/It won't be shown again/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Copy API key' }));
    expect(await screen.findByText('API key copied to clipboard.')).toBeInTheDocument();
    expect(screen.getByText('Copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(issued.key);

    await user.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list shows the new key by its prefix only; the full key is nowhere on the page any more.
    expect(await screen.findByText('fw_NeWkEy12…')).toBeInTheDocument();
    expect(screen.queryByDisplayValue(issued.key)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(issued.key);
  });

  it('creates a key without a name', async () => {
    const { user, callsTo } = await renderPage({ 'POST /api/api-keys': { status: 201, body: { ...issued, name: 'WordPress plugin' } } });
    await user.click(screen.getByRole('button', { name: 'Create API Key' }));
    await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(callsTo('POST', '/api/api-keys')[0].body).toEqual({});
  });

  it('copies the service domain', async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Copy domain' }));
    expect(await screen.findByText('The Freshwatch domain copied to clipboard.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(window.location.origin);
  });

  it('revokes a key after confirmation', async () => {
    const { user, callsTo } = await renderPage({ 'DELETE /api/api-keys/k1': { status: 204 } });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const revoke = await screen.findByRole('button', { name: 'Revoke Shop site' });
    await user.click(revoke);
    expect(confirm).toHaveBeenCalledWith("Revoke the API key 'Shop site'? A plugin that uses it stops working at once.");
    expect(callsTo('DELETE', '/api/api-keys/k1')).toHaveLength(0);
    await user.click(revoke);
    expect(await screen.findByText("'Shop site' no longer works.")).toBeInTheDocument();
    expect(callsTo('DELETE', '/api/api-keys/k1')).toHaveLength(1);
    await waitFor(() => expect(callsTo('GET', '/api/api-keys')).toHaveLength(2));
  });

  it('downloads the plugin ZIP under its product name', async () => {
    const created: Blob[] = [];
    // jsdom has no object URLs; this file's environment is its own, so adding them here leaks nowhere else.
    Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:plugin'), revokeObjectURL: () => {} });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('freshwatch-wordpress-plugin.zip');
      expect(this.href).toBe('blob:plugin');
    });
    const { user } = await renderPage({ 'GET /api/plugin/download': { body: 'zip' } });
    await user.click(screen.getByRole('button', { name: 'Download Plugin' }));
    expect(await screen.findByText('The Freshwatch WordPress plugin is downloading.')).toBeInTheDocument();
    expect(screen.getByText('Download Started')).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    expect(created).toHaveLength(1);
  });

  it('shows the server message when the download is refused, and a general one when there is no answer', async () => {
    let fail: 'refuse' | 'plain' | 'offline' = 'refuse';
    const { user } = await renderPage({
      'GET /api/plugin/download': () => {
        if (fail === 'offline') throw new TypeError('Failed to fetch');
        return fail === 'refuse' ? { status: 404, body: { message: 'Cannot GET /api/plugin/download' } } : { status: 500, body: {} };
      },
    });
    const button = screen.getByRole('button', { name: 'Download Plugin' });
    await user.click(button);
    expect(await screen.findByText('Cannot GET /api/plugin/download')).toBeInTheDocument();
    expect(screen.getByText('Download Failed')).toBeInTheDocument();

    fail = 'plain';
    await user.click(button);
    expect(await screen.findByText('Download failed')).toBeInTheDocument();

    fail = 'offline';
    await user.click(button);
    expect(await screen.findByText('Failed to download the plugin. Please try again.')).toBeInTheDocument();
  });

  it('has the installation steps, configuration and feature lists in their tabs', async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('tab', { name: 'Installation' }));
    const steps = within(screen.getByRole('tabpanel', { name: 'Installation' })).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[1]).toHaveTextContent('Plugins → Add New → Upload Plugin');
    expect(steps[2]).toHaveTextContent('creates its own database tables and admin pages');
    await user.click(screen.getByRole('tab', { name: 'Configuration' }));
    expect(within(screen.getByRole('tabpanel', { name: 'Configuration' })).getAllByRole('listitem')).toHaveLength(4);
    await user.click(screen.getByRole('tab', { name: 'Features' }));
    expect(screen.getByRole('list', { name: 'Core features' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Advanced features' })).toBeInTheDocument();
  });
});
