import { useLoopbackFetcher } from '../../../test/loopback-fetcher';
import { createPageFetcher } from './page-fetcher';
import { createRobotsTxtReader, ROBOTS_TXT_TTL_MS } from './robots-txt';

const loopback = useLoopbackFetcher();
afterEach(() => loopback.site.resetPage('/robots.txt'));

const robotsFetches = (from: number) => loopback.site.requests.slice(from).filter((r) => r.path === '/robots.txt').length;

describe("reading a site's robots.txt over loopback", () => {
  it('reports the page a Disallow rule keeps from search engines, fetching robots.txt once per site', async () => {
    loopback.site.setPage('/robots.txt', 'User-agent: *\nDisallow: /outdated\n', { contentType: 'text/plain' });
    const reader = createRobotsTxtReader();
    const before = loopback.site.requests.length;
    const [blocked, allowed] = await Promise.all([
      reader.blockFor(`${loopback.site.url}/outdated`, loopback.fetcher),
      reader.blockFor(`${loopback.site.url}/fresh`, loopback.fetcher),
    ]);
    expect(blocked).toEqual({ rule: 'Disallow: /outdated', userAgent: '*' });
    expect(allowed).toBeNull();
    expect(await reader.blockFor(`${loopback.site.url}/outdated?page=2`, loopback.fetcher)).not.toBeNull();
    expect(robotsFetches(before)).toBe(1);
  });

  it('reads it again after 24 hours', async () => {
    loopback.site.setPage('/robots.txt', 'User-agent: *\nDisallow: /outdated\n', { contentType: 'text/plain' });
    let now = new Date('2026-03-15T12:00:00Z');
    const reader = createRobotsTxtReader(() => now);
    const before = loopback.site.requests.length;
    await reader.blockFor(`${loopback.site.url}/fresh`, loopback.fetcher);
    loopback.site.resetPage('/robots.txt');
    now = new Date(now.getTime() + ROBOTS_TXT_TTL_MS - 1);
    expect(await reader.blockFor(`${loopback.site.url}/outdated`, loopback.fetcher)).not.toBeNull();
    now = new Date(now.getTime() + 2);
    expect(await reader.blockFor(`${loopback.site.url}/outdated`, loopback.fetcher)).toBeNull();
    expect(robotsFetches(before)).toBe(2);
  });

  it('treats a missing robots.txt (404) as allowing everything, and an unreadable one (500) as saying nothing', async () => {
    expect(await createRobotsTxtReader().blockFor(`${loopback.site.url}/fresh`, loopback.fetcher)).toBeNull();
    loopback.site.setPage('/robots.txt', 'User-agent: *\nDisallow: /\n', { status: 500, contentType: 'text/plain' });
    expect(await createRobotsTxtReader().blockFor(`${loopback.site.url}/fresh`, loopback.fetcher)).toBeNull();
  });

  it('stays inside the fetch guard', async () => {
    const guarded = createPageFetcher({ allowPrivate: false, timeoutMs: 5000 });
    try {
      loopback.site.setPage('/robots.txt', 'User-agent: *\nDisallow: /\n', { contentType: 'text/plain' });
      const before = loopback.site.requests.length;
      expect(await createRobotsTxtReader().blockFor(`${loopback.site.url}/fresh`, guarded)).toBeNull();
      expect(robotsFetches(before)).toBe(0);
    } finally {
      guarded.close();
    }
  });
});
