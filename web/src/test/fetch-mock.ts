import { vi } from 'vitest';

export interface Call {
  method: string;
  /** The path as requested, with its query string. */
  path: string;
  /** The path without the query string, and the query's parameters. */
  pathname: string;
  query: URLSearchParams;
  body: unknown;
  init: RequestInit;
}

type Reply = { status?: number; body?: unknown; statusText?: string };
type Handler = Reply | ((call: Call) => Reply | Promise<Reply>);

export function json(body: unknown, status = 200, statusText = 'OK'): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces fetch with a table of 'METHOD /path' handlers; an unexpected request fails the test loudly.
 * Returns the list of calls so tests can assert what was sent.
 */
export function mockFetch(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const [pathname, search = ''] = path.split('?');
    const call = { method, path, pathname, query: new URLSearchParams(search), body, init };
    calls.push(call);
    // A handler for the exact path with its query answers first, then one for the path whatever its query.
    const handler = handlers[`${method} ${path}`] ?? handlers[`${method} ${pathname}`];
    if (!handler) throw new Error(`Unexpected request ${method} ${path}`);
    const reply = typeof handler === 'function' ? await handler(call) : handler;
    const { status = 200, body: replyBody, statusText } = reply;
    if (status === 204) return new Response(null, { status });
    return json(replyBody ?? {}, status, statusText ?? (status < 400 ? 'OK' : 'Error'));
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
    /** The calls to a path whatever their query strings (a paged list's requests). */
    requestsTo: (method: string, pathname: string) => calls.filter((c) => c.method === method && c.pathname === pathname),
  };
}
