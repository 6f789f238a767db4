import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstContentPageQueryOptions } from '@/features/content/content-queries';
import { api } from '@/lib/api';
import { mockFetch } from '@/test/fetch-mock';

/** Runs src/early-requests.ts as index.html would at `path`, with the server's replies. */
async function loadEarlyRequests(path: string, handlers: Parameters<typeof mockFetch>[0]) {
  window.history.replaceState(null, '', path);
  const fetched = mockFetch(handlers);
  vi.resetModules();
  await import('./early-requests');
  return fetched;
}

const signedIn = { user: { id: 'u1', email: 'ada@example.test' } };
const page = { items: [{ id: 'c1' }], total: 1, nextCursor: null };

afterEach(() => {
  delete window.__freshwatchEarly;
  document.head.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('early requests (index.html)', () => {
  it("on /content, asks for the session and then the table's first page, which the app's first reads take instead of asking again", async () => {
    const { calls } = await loadEarlyRequests('/content', {
      'GET /api/auth/session': { body: signedIn },
      'GET /api/content-items': { body: page },
    });
    // The route's loader, as the app runs it.
    const firstPage = await firstContentPageQueryOptions().queryFn!({} as never);
    const session = await api.get('/api/auth/session');

    expect(firstPage).toEqual(page);
    expect(session).toEqual(signedIn);
    expect(calls.map((call) => call.path)).toEqual(['/api/auth/session', '/api/content-items?limit=50']);
    expect(calls.every((call) => call.init.credentials === 'include')).toBe(true);
  });

  it('hands each early reply out once: a later read asks the server again', async () => {
    const { calls } = await loadEarlyRequests('/dashboard', { 'GET /api/auth/session': { body: signedIn } });
    await api.get('/api/auth/session');
    await api.get('/api/auth/session');
    expect(calls).toHaveLength(2);
  });

  it('asks for no list when nobody is signed in', async () => {
    const { calls } = await loadEarlyRequests('/content', {
      'GET /api/auth/session': { body: { user: null } },
      'GET /api/content-items': { status: 401, body: { message: 'Sign in first.' } },
    });
    await expect(api.get('/api/auth/session')).resolves.toEqual({ user: null });
    // The list's early reply is "nothing asked for": a request of the app's own goes to the server.
    await expect(api.get('/api/content-items?limit=50')).rejects.toThrow('Sign in first.');
    expect(calls.map((call) => call.path)).toEqual(['/api/auth/session', '/api/content-items?limit=50']);
  });

  it("falls back to the app's own request when the early one got no reply", async () => {
    window.__freshwatchEarly = new Map([['/api/auth/session', Promise.reject(new TypeError('Failed to fetch'))]]);
    const { calls } = mockFetch({ 'GET /api/auth/session': { body: signedIn } });
    await expect(api.get('/api/auth/session')).resolves.toEqual(signedIn);
    expect(calls).toHaveLength(1);
  });

  it("after the first paint, starts downloading the app's chunks and the screen's, as the build listed them on the script's tag", async () => {
    const tag = Object.assign(document.createElement('script'), { type: 'module' });
    tag.dataset.earlyRequests = '';
    tag.dataset.appChunks = '/assets/react-a.js';
    tag.dataset.screenChunks = '/content:/assets/content-a.js,/assets/table-b.js;/tasks:/assets/tasks-c.js';
    document.head.append(tag);
    await loadEarlyRequests('/content', { 'GET /api/auth/session': { body: { user: null } } });
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => link.getAttribute('href'));
    expect(preloads).toEqual(['/assets/react-a.js', '/assets/content-a.js', '/assets/table-b.js']);
  });
});
