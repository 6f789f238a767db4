import { useLoopbackFetcher } from '../../../test/loopback-fetcher';
import { LINK_HUB } from '../../../test/fixture-site';
import { extractPage } from '../../engine/extract/extract-page';
import { linksToCheck } from '../../engine/links';
import { createLinkChecker, LINK_CHECK_TTL_MS, memoryLinkCheckCache } from './link-checker';
import { createPageFetcher, type PageFetcher } from './page-fetcher';

/** The full link check over loopback against the fixture site's 200-link hub. */
const loopback = useLoopbackFetcher();

/** The real loopback.fetcher, counting how many checks run at once per host (to see the limits hold). */
function countingFetcher(inner: PageFetcher) {
  let active = 0;
  let peak = 0;
  const wrapped: PageFetcher = {
    fetchPage: (url, opts) => inner.fetchPage(url, opts),
    fetchPageBytes: (url, opts) => inner.fetchPageBytes(url, opts),
    async checkLink(url) {
      active++;
      peak = Math.max(peak, active);
      try {
        return await inner.checkLink(url);
      } finally {
        active--;
      }
    },
  };
  return { fetcher: wrapped, peak: () => peak };
}

async function hubLinks() {
  return linksToCheck(extractPage(await loopback.fetcher.fetchPage(`${loopback.site.url}/link-hub`)));
}

describe('the full link check', () => {
  it('checks every link of a 200-link page and finds every dead one, the redirects and the skipped links', async () => {
    const { urls, skipped } = await hubLinks();
    const total = LINK_HUB.ok + LINK_HUB.gone + LINK_HUB.moved + LINK_HUB.noHead;
    // The hub's 200 links plus the layout's own links (home, 3 in the menu, about, privacy).
    expect(urls).toHaveLength(total + 6);
    const counting = countingFetcher(loopback.fetcher);
    const report = await createLinkChecker({ cache: memoryLinkCheckCache(), perHost: 4 }).check(urls, counting.fetcher, skipped);
    expect(report).toMatchObject({ checked: total + 6, redirected: LINK_HUB.moved, skipped: 2, fromCache: 0 });
    expect(report.broken.map((b) => b.url).sort()).toEqual(Array.from({ length: LINK_HUB.gone }, (_, i) => `${loopback.site.url}/links/gone/${i}`).sort());
    expect(new Set(report.broken.map((b) => b.reason))).toEqual(new Set(['The page answered 404 Not Found', 'The page answered 410 Gone']));
    // Every link of the hub lives on one host: never more than 4 at once there.
    expect(counting.peak()).toBe(4);
  });

  it('asks with HEAD and falls back to GET only where HEAD is refused (405, or a 404 some servers give HEAD alone)', async () => {
    const { urls } = await hubLinks();
    const before = loopback.site.requests.length;
    await createLinkChecker({ cache: memoryLinkCheckCache() }).check(urls, loopback.fetcher);
    const requests = loopback.site.requests.slice(before);
    const noHead = Array.from({ length: LINK_HUB.noHead }, (_, i) => `/links/no-head/${i}`);
    const answered404 = Array.from({ length: LINK_HUB.gone }, (_, i) => `/links/gone/${i}`).filter((_, i) => i % 2 === 0);
    expect(
      requests
        .filter((r) => r.method === 'GET')
        .map((r) => r.path)
        .sort(),
    ).toEqual([...noHead, ...answered404].sort());
    expect(requests.filter((r) => r.method === 'HEAD')).toHaveLength(urls.length + LINK_HUB.moved);
  });

  it('does not fetch a link checked in the last hours again, for any page, until its result expires', async () => {
    const { urls } = await hubLinks();
    let now = new Date('2026-03-15T12:00:00Z');
    const checker = createLinkChecker({ cache: memoryLinkCheckCache(), clock: () => now });
    await checker.check(urls, loopback.fetcher);

    const before = loopback.site.requests.length;
    now = new Date(now.getTime() + LINK_CHECK_TTL_MS.broken - 1000);
    const again = await checker.check(urls, loopback.fetcher);
    expect(loopback.site.requests.length).toBe(before);
    expect(again).toMatchObject({ checked: urls.length, fromCache: urls.length });
    expect(again.broken).toHaveLength(LINK_HUB.gone);

    // After an hour the broken links are checked again (a blip should not stick); working ones stay cached for 6 hours.
    now = new Date(now.getTime() + 2000);
    const later = await checker.check(urls, loopback.fetcher);
    expect(later.fromCache).toBe(urls.length - LINK_HUB.gone);
    expect(new Set(loopback.site.requests.slice(before).map((r) => r.path))).toEqual(
      new Set(Array.from({ length: LINK_HUB.gone }, (_, i) => `/links/gone/${i}`)),
    );
  });

  it('checks a link that two pages share once, even when both pages are checked at the same time', async () => {
    const url = `${loopback.site.url}/links/ok/4242`;
    const checker = createLinkChecker({ cache: memoryLinkCheckCache() });
    const before = loopback.site.requests.length;
    const [a, b] = await Promise.all([checker.check([url], loopback.fetcher), checker.check([url], loopback.fetcher)]);
    expect(a.broken).toEqual([]);
    expect(b.broken).toEqual([]);
    expect(loopback.site.requests.slice(before).filter((r) => r.path === '/links/ok/4242')).toHaveLength(1);
  });

  it('stays inside the fetch guard: a link to a private address is broken, not fetched', async () => {
    const guarded = createPageFetcher({ allowPrivate: false, timeoutMs: 5000 });
    try {
      const before = loopback.site.requests.length;
      const report = await createLinkChecker({ cache: memoryLinkCheckCache() }).check([`${loopback.site.url}/links/ok/1`], guarded);
      expect(report.broken).toEqual([
        { url: `${loopback.site.url}/links/ok/1`, reason: 'The host name could not be found or resolves to a private network address' },
      ]);
      expect(loopback.site.requests.length).toBe(before);
    } finally {
      guarded.close();
    }
  });
});
