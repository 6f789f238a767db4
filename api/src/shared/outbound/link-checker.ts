import type { LinkCheck, PageFetcher } from './page-fetcher';

/**
 * Checks many links at once, politely and without repeating work:
 * - at most `concurrency` checks in flight overall and `perHost` per host, shared by every page checked through the
 *   same checker (a Refresh All of one site does not open 16 connections per page to that site);
 * - each link through the page fetcher's guarded `checkLink` (HEAD, then GET when HEAD is refused; short timeout;
 *   the SSRF guard on every hop);
 * - results kept in a `LinkCheckCache` for hours, and a link already being checked for another page is awaited,
 *   not fetched twice.
 */
export interface LinkCheckCache {
  /** A result checked within its time to live, or undefined. */
  get(url: string, now: Date): LinkCheck | undefined;
  set(check: LinkCheck, now: Date): void;
}

export interface LinkCheckReport {
  checked: number;
  broken: { url: string; reason: string }[];
  /** Working links that answered with a redirect (worth updating to the final address). */
  redirected: number;
  /** Links the caller left out (other schemes, other sites' chrome links, over the limit). */
  skipped: number;
  /** Of the checked links, how many were answered from the cache. */
  fromCache: number;
}

export interface LinkCheckerOptions {
  cache: LinkCheckCache;
  /** Checks in flight over all hosts (default 16). */
  concurrency?: number;
  /** Checks in flight per host (default 4). */
  perHost?: number;
  clock?: () => Date;
}

export interface LinkChecker {
  check(urls: string[], fetcher: PageFetcher, skipped?: number): Promise<LinkCheckReport>;
}

/** Time to live of a working link's result; a broken one is checked again sooner, in case it was a blip. */
export const LINK_CHECK_TTL_MS = { ok: 6 * 60 * 60 * 1000, broken: 60 * 60 * 1000 } as const;

/**
 * What a cached result costs, roughly: its strings at two bytes a character (V8 keeps a string with any
 * non-Latin-1 character that way) plus the entry's objects and the Map's slot.
 */
const ENTRY_OVERHEAD_BYTES = 200;
const entryBytes = (check: LinkCheck) => ENTRY_OVERHEAD_BYTES + 2 * (check.url.length + (check.reason?.length ?? 0) + (check.redirectedTo?.length ?? 0));

/**
 * An in-process cache with a time to live per result (one per API process; see docs/analysis.md), bounded by
 * entries and by bytes: 50,000 links of a few hundred characters are ~25 MB, but addresses may be kilobytes
 * long (tracking parameters, data in the query) and the count alone would then let the cache take hundreds
 * of MB of the process's memory (the API must stay under 400 MB RSS).
 */
export function memoryLinkCheckCache(maxEntries = 50_000, maxBytes = 16 * 1024 * 1024): LinkCheckCache {
  const entries = new Map<string, { check: LinkCheck; expires: number; bytes: number }>();
  let bytes = 0;
  const remove = (url: string) => {
    const entry = entries.get(url);
    if (!entry) return;
    entries.delete(url);
    bytes -= entry.bytes;
  };
  return {
    get(url, now) {
      const entry = entries.get(url);
      if (!entry) return undefined;
      if (entry.expires <= now.getTime()) {
        remove(url);
        return undefined;
      }
      return entry.check;
    },
    set(check, now) {
      remove(check.url);
      const size = entryBytes(check);
      if (size > maxBytes) return;
      // A Map keeps insertion order: the oldest entries go first when the cache is full.
      while (entries.size > 0 && (entries.size >= maxEntries || bytes + size > maxBytes)) remove(entries.keys().next().value as string);
      entries.set(check.url, { check, expires: now.getTime() + (check.ok ? LINK_CHECK_TTL_MS.ok : LINK_CHECK_TTL_MS.broken), bytes: size });
      bytes += size;
    },
  };
}

export function createLinkChecker(options: LinkCheckerOptions): LinkChecker {
  const { cache } = options;
  const clock = options.clock ?? (() => new Date());
  const overall = limiter(options.concurrency ?? 16);
  const perHostLimit = options.perHost ?? 4;
  const hosts = new Map<string, Limiter>();
  const inFlight = new Map<string, Promise<LinkCheck>>();

  const hostLimiter = (url: string) => {
    const host = hostOf(url);
    let l = hosts.get(host);
    if (!l) {
      l = limiter(perHostLimit);
      hosts.set(host, l);
    }
    return { host, l };
  };

  const checkOne = (url: string, fetcher: PageFetcher): Promise<LinkCheck> => {
    const running = inFlight.get(url);
    if (running) return running;
    const { host, l } = hostLimiter(url);
    const promise = l
      .run(() => overall.run(() => fetcher.checkLink(url)))
      .then((check) => {
        cache.set(check, clock());
        return check;
      })
      .finally(() => {
        inFlight.delete(url);
        if (l.idle()) hosts.delete(host);
      });
    inFlight.set(url, promise);
    return promise;
  };

  return {
    async check(urls, fetcher, skipped = 0) {
      const now = clock();
      let fromCache = 0;
      const checks = await Promise.all(
        urls.map((url) => {
          const cached = cache.get(url, now);
          if (cached) {
            fromCache++;
            return cached;
          }
          return checkOne(url, fetcher);
        }),
      );
      return {
        checked: checks.length,
        broken: checks.filter((c) => !c.ok).map((c) => ({ url: c.url, reason: c.reason ?? 'The link could not be reached' })),
        redirected: checks.filter((c) => c.ok && c.redirectedTo !== undefined).length,
        skipped,
        fromCache,
      };
    },
  };
}

interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  idle(): boolean;
}

/** At most `max` tasks at once; the rest wait in order. */
function limiter(max: number): Limiter {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    async run(task) {
      // A finishing task hands its slot straight to the next in line, so no newcomer can slip in between.
      if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
      else active++;
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else active--;
      }
    },
    idle: () => active === 0 && waiting.length === 0,
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return '';
  }
}
