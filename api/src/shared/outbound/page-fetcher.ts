import { lookup as dnsLookup } from 'node:dns/promises';
import { STATUS_CODES } from 'node:http';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import got from 'got';
import { agentsFor, closeAgents } from './agents';
import { decodeBody } from './charset';
import { asFetchFailure, FetchFailure, formatMegabytes, refusedAddress, statusLine } from './fetch-failure';
import { isPublicAddress } from './ip-address';

export { FetchFailure, type FetchFailureCode } from './fetch-failure';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has (the default is the system resolver, like `dns.lookup(all)`). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface FetchOptions {
  /** Lifts the public-address rule (FETCH_ALLOW_PRIVATE=true): for tests and intranet monitoring. */
  allowPrivate: boolean;
  /** Total time for one fetch, redirects included (the `request_timeout` setting). */
  timeoutMs: number;
  /** Default 5 MB. */
  maxBytes?: number;
  /** Default 5. */
  maxRedirects?: number;
  /** Injectable DNS (tests simulate public and private host names with it). */
  resolve?: Resolver;
  /** Exact addresses allowed even though they are not public (a single intranet host; tests). */
  allowAddresses?: string[];
  /**
   * Host names the operator trusts whatever they resolve to (AI_PRIVATE_HOSTS: a private AI server). Only the
   * hop to that very host is exempt; a redirect elsewhere is checked as usual.
   */
  allowHosts?: string[];
  /** Time limit of one `checkLink` (default: the smaller of `timeoutMs` and 10 s). */
  linkTimeoutMs?: number;
  userAgent?: string;
}

export interface FetchedPage {
  requestedUrl: string;
  finalUrl: string;
  status: number;
  statusText: string;
  /** Lower-case names; repeated headers joined with ', '. */
  headers: Record<string, string>;
  contentType: string;
  body: string;
  /** The body as received (after any Content-Encoding): a gzip sitemap is bytes, not text. Test doubles may leave it out. */
  bytes?: Buffer;
  /** Every address the fetcher was redirected to, in order (the last one is `finalUrl`); empty without redirects. */
  redirects: string[];
  fetchedAt: Date;
  elapsedMs: number;
}

/**
 * A fetched page whose body is still the bytes received: whoever parses it decodes it (a pool thread, so that a
 * 5 MB body is neither decoded nor held as text on the event loop).
 */
export interface FetchedBytes extends Omit<FetchedPage, 'body' | 'bytes'> {
  bytes: Buffer;
}

export interface LinkCheck {
  url: string;
  ok: boolean;
  status?: number;
  reason?: string;
  /** Where a working link finally led, when it was redirected (a link worth updating, not a broken one). */
  redirectedTo?: string;
}

export interface PageFetcher {
  /** Throws FetchFailure. With `expectHtml` (default true) a non-HTML answer is a `not_html` failure. */
  fetchPage(url: string, opts?: { expectHtml?: boolean }): Promise<FetchedPage>;
  /** fetchPage without decoding the body. */
  fetchPageBytes(url: string, opts?: { expectHtml?: boolean }): Promise<FetchedBytes>;
  /** HEAD, then GET when HEAD is refused or fails; short timeout; never throws. */
  checkLink(url: string): Promise<LinkCheck>;
}

/** What a POST was answered (the body is not read: webhook receivers' replies carry nothing we use). */
export interface PostResult {
  status: number;
  statusText: string;
}

/** The subset of the WHATWG `fetch` signature that SDKs (the `openai` client's `fetch` option) call. */
export type FetchFunction = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export interface GuardedPageFetcher extends PageFetcher {
  /**
   * POSTs a body (outbound webhooks) under the same address rules as every fetch. Redirects are not followed:
   * a receiver that moved answers 3xx, which the caller treats as a failed delivery. Throws FetchFailure.
   */
  post(url: string, body: string, headers: Record<string, string>): Promise<PostResult>;
  /**
   * A `fetch` with the same guard on every hop, for SDKs that take one (the OpenAI client): any method and
   * body, redirects followed by hand (307/308 keep the method and body, the others turn into a GET), the
   * answer buffered up to the size limit. A refused address (or, under the guard, a name that does not resolve) throws FetchFailure('private_address').
   */
  fetch: FetchFunction;
  /**
   * Closes the kept-alive connections, which every fetcher with the same address policy shares (so a bulk
   * refresh of one site reuses them). For shutdown and tests, not after each fetch.
   */
  close(): void;
}

export const USER_AGENT = 'FreshwatchBot/1.0 (+https://freshwatch.app/bot)';
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const HEAD_REFUSED_STATUSES = new Set([400, 403, 404, 405, 406, 429, 500, 501, 503]);

const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

interface Hop {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  body: Buffer | null;
  location?: string;
}

interface HopRequest {
  method: string;
  /** Sent as given (the SDK's headers); without them, the bot's user agent and an HTML accept header. */
  headers?: Record<string, string>;
  body?: Buffer;
  /** GET: read the body (with the size limit); otherwise stop after the headers. */
  readBody: boolean;
  /** Also read the body of a 4xx/5xx answer (an API's error message). */
  readErrorBody?: boolean;
  expectHtml: boolean;
  signal: AbortSignal;
}

/**
 * The one guarded HTTP client for every URL the server fetches. Each hop (the first request and every redirect,
 * followed by hand) resolves the host, refuses non-public addresses unless allowed, and connects to exactly the
 * address it checked (a pinned `lookup`), so a DNS answer that changes between check and connect cannot bypass it.
 */
export function createPageFetcher(options: FetchOptions): GuardedPageFetcher {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const resolve = options.resolve ?? systemResolver;
  const allowAddresses = new Set(options.allowAddresses ?? []);
  const allowHosts = new Set((options.allowHosts ?? []).map((host) => host.toLowerCase()));
  const userAgent = options.userAgent ?? USER_AGENT;
  const linkTimeoutMs = options.linkTimeoutMs ?? Math.min(options.timeoutMs, 10_000);
  const policy = options.allowPrivate ? 'any' : `public+${[...allowAddresses].sort().join(',')}+${[...allowHosts].sort().join(',')}`;
  const agent = agentsFor(policy);

  async function pinnedAddress(url: URL, signal: AbortSignal): Promise<ResolvedAddress> {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const literal = isIP(host);
    const guarded = !options.allowPrivate && !allowHosts.has(host.toLowerCase());
    // Under the guard a name that does not resolve gets the refusal's answer (REFUSED_ADDRESS says why).
    const notFound = () => (guarded ? refusedAddress() : new FetchFailure('dns', `The host name ${host} could not be found`));
    let addresses: ResolvedAddress[];
    if (literal) {
      addresses = [{ address: host, family: literal as 4 | 6 }];
    } else {
      try {
        addresses = await raceAbort(resolve(host), signal);
      } catch (error) {
        if (signal.aborted) throw error;
        throw notFound();
      }
      if (addresses.length === 0) throw notFound();
    }
    if (guarded && addresses.some((a) => !isPublicAddress(a.address) && !allowAddresses.has(a.address))) throw refusedAddress();
    return addresses[0];
  }

  async function hop(url: URL, request: HopRequest): Promise<Hop> {
    const pinned = await pinnedAddress(url, request.signal);
    const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
      if ((lookupOptions as { all?: boolean }).all) callback(null, [pinned]);
      else callback(null, pinned.address, pinned.family);
    };
    const stream = got.stream(url, {
      method: request.method as 'GET',
      headers: request.headers ?? { 'user-agent': userAgent, accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' },
      ...(request.body ? { body: request.body } : {}),
      followRedirect: false,
      throwHttpErrors: false,
      retry: { limit: 0 },
      dnsLookup: lookup,
      agent,
      signal: request.signal,
    });
    return new Promise<Hop>((resolveHop, rejectHop) => {
      let settled = false;
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        stream.destroy();
        rejectHop(error);
      };
      const done = (result: Hop) => {
        if (settled) return;
        settled = true;
        resolveHop(result);
      };
      stream.on('error', fail);
      stream.on('response', (response: { statusCode: number; statusMessage?: string; headers: Record<string, string | string[] | undefined> }) => {
        const headers = flattenHeaders(response.headers);
        const status = response.statusCode;
        const statusText = response.statusMessage || STATUS_CODES[status] || '';
        const base: Hop = { status, statusText, headers, body: null };
        if (REDIRECT_STATUSES.has(status) && headers.location) {
          stream.destroy();
          return done({ ...base, location: headers.location });
        }
        if (!request.readBody || (status >= 400 && !request.readErrorBody)) {
          stream.destroy();
          return done(base);
        }
        const contentType = headers['content-type'] ?? '';
        if (request.expectHtml && contentType && !isHtml(contentType)) {
          return fail(new FetchFailure('not_html', `The address does not serve HTML (${contentType.split(';')[0].trim()})`));
        }
        if (Number(headers['content-length']) > maxBytes) return fail(tooLarge());
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) return fail(tooLarge());
          chunks.push(chunk);
        });
        stream.on('end', () => done({ ...base, body: Buffer.concat(chunks) }));
      });
    });
  }

  const tooLarge = () => new FetchFailure('too_large', `The page is larger than ${formatMegabytes(maxBytes)}`);

  /** Follows redirects by hand, checking every hop. */
  async function follow(requestedUrl: string, request: Omit<HopRequest, 'signal'>, timeoutMs: number, callerSignal?: AbortSignal | null) {
    const started = performance.now();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    callerSignal?.addEventListener('abort', () => controller.abort(), { once: true });
    const redirects: string[] = [];
    const visited = new Set<string>();
    try {
      let url = parseHttpUrl(requestedUrl, 'The address is not a valid web address');
      for (;;) {
        visited.add(url.href);
        const result = await hop(url, { ...request, signal: controller.signal });
        if (result.location === undefined) return { url, result, redirects, elapsedMs: performance.now() - started };
        // As browsers do: 307 and 308 repeat the request, the others fetch the new address with GET.
        if (result.status !== 307 && result.status !== 308 && request.method !== 'HEAD') request = { ...request, method: 'GET', body: undefined };
        const next = parseHttpUrl(result.location, 'The page redirects to an invalid address', url);
        if (visited.has(next.href)) throw new FetchFailure('too_many_redirects', 'The page redirects in a loop');
        if (redirects.length >= maxRedirects) {
          throw new FetchFailure('too_many_redirects', `The page redirects more than ${maxRedirects} times`);
        }
        redirects.push(next.href);
        url = next;
      }
    } catch (error) {
      throw asFetchFailure(error, controller.signal.aborted, timeoutMs);
    } finally {
      clearTimeout(timer);
    }
  }

  async function fetchPageBytes(url: string, opts: { expectHtml?: boolean } = {}): Promise<FetchedBytes> {
    const expectHtml = opts.expectHtml ?? true;
    const fetchedAt = new Date();
    const { url: finalUrl, result, redirects, elapsedMs } = await follow(url, { method: 'GET', readBody: true, expectHtml }, options.timeoutMs);
    if (result.status >= 400) {
      throw new FetchFailure('http_status', `The page answered ${statusLine(result.status, result.statusText)}`, result.status);
    }
    const contentType = result.headers['content-type'] ?? '';
    const bytes = result.body ?? Buffer.alloc(0);
    // Without a content type, the first kilobyte says whether this is HTML (decoded alone: the body stays bytes).
    if (expectHtml && !contentType && !/<\s*(!doctype|html|head|body|div|p)\b/i.test(decodeBody(bytes.subarray(0, 4096), '').slice(0, 1024))) {
      throw new FetchFailure('not_html', 'The address does not serve HTML (no content type)');
    }
    return {
      requestedUrl: url,
      finalUrl: finalUrl.href,
      status: result.status,
      statusText: result.statusText,
      headers: result.headers,
      contentType,
      bytes,
      redirects,
      fetchedAt,
      elapsedMs: Math.round(elapsedMs),
    };
  }

  return {
    async fetchPage(url, opts = {}) {
      return withDecodedBody(await fetchPageBytes(url, opts));
    },

    fetchPageBytes,

    async checkLink(url) {
      const attempt = async (method: 'GET' | 'HEAD') => {
        const { result, redirects } = await follow(url, { method, readBody: false, expectHtml: false }, linkTimeoutMs);
        return { ...result, redirectedTo: redirects.at(-1) };
      };
      const verdict = ({ status, statusText, redirectedTo }: { status: number; statusText: string; redirectedTo?: string }): LinkCheck =>
        status < 400
          ? { url, ok: true, status, ...(redirectedTo ? { redirectedTo } : {}) }
          : { url, ok: false, status, reason: `The page answered ${statusLine(status, statusText)}` };
      let headFailure: FetchFailure | undefined;
      try {
        const head = await attempt('HEAD');
        if (!HEAD_REFUSED_STATUSES.has(head.status)) return verdict(head);
      } catch (error) {
        headFailure = asFetchFailure(error, false, linkTimeoutMs);
        // Rules that GET would break the same way: no second try.
        if (['private_address', 'invalid_url', 'dns', 'too_many_redirects', 'timeout'].includes(headFailure.code)) {
          return { url, ok: false, reason: headFailure.reason };
        }
      }
      try {
        const get = await attempt('GET');
        return verdict(get);
      } catch (error) {
        return { url, ok: false, reason: asFetchFailure(error, false, linkTimeoutMs).reason };
      }
    },

    async post(url, body, headers) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), options.timeoutMs);
      try {
        const target = parseHttpUrl(url, 'The address is not a valid web address');
        const pinned = await pinnedAddress(target, controller.signal);
        const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
          if ((lookupOptions as { all?: boolean }).all) callback(null, [pinned]);
          else callback(null, pinned.address, pinned.family);
        };
        const response = await got.post(target, {
          body,
          headers: { 'user-agent': userAgent, ...headers },
          followRedirect: false,
          throwHttpErrors: false,
          retry: { limit: 0 },
          dnsLookup: lookup,
          agent,
          signal: controller.signal,
        });
        return { status: response.statusCode, statusText: response.statusMessage || STATUS_CODES[response.statusCode] || '' };
      } catch (error) {
        throw asFetchFailure(error, controller.signal.aborted, options.timeoutMs);
      } finally {
        clearTimeout(timer);
      }
    },

    async fetch(input, init = {}) {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      const body = init.body == null ? undefined : Buffer.from(await new Response(init.body).arrayBuffer());
      const { result } = await follow(
        url,
        { method: (init.method ?? 'GET').toUpperCase(), headers, body, readBody: true, readErrorBody: true, expectHtml: false },
        options.timeoutMs,
        init.signal,
      );
      const status = result.status;
      const bodyless = status === 204 || status === 304;
      // got has already decompressed the body: its encoding and length headers no longer describe it.
      const { 'content-encoding': _encoding, 'content-length': _length, ...responseHeaders } = result.headers;
      return new Response(bodyless ? null : new Uint8Array(result.body ?? Buffer.alloc(0)), {
        status,
        statusText: result.statusText,
        headers: responseHeaders,
      });
    },

    close() {
      closeAgents(policy);
    },
  };
}

/** A page with its body as text (decoded as a browser would, see decodeBody); a page that has it already is returned as it is. */
export function withDecodedBody(page: FetchedPage | FetchedBytes): FetchedPage {
  return 'body' in page ? page : { ...page, body: decodeBody(page.bytes, page.contentType) };
}

function parseHttpUrl(value: string, invalidReason: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    throw new FetchFailure('invalid_url', invalidReason);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    const reason = base
      ? `The page redirects to an address that is not http or https (${url.protocol})`
      : `Only http and https addresses can be fetched (${url.protocol})`;
    throw new FetchFailure('invalid_url', reason);
  }
  url.hash = '';
  return url;
}

function isHtml(contentType: string): boolean {
  return /^\s*(text\/html|application\/xhtml\+xml)\s*(;|$)/i.test(contentType);
}

function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
