import { type FixtureSite, startFixtureSite } from '../../../test/fixture-site';
import { createPageFetcher, type GuardedPageFetcher } from './page-fetcher';
import { createRobotsTxtReader, ROBOTS_TXT_TTL_MS } from './robots-txt';

let site: FixtureSite;
let fetcher: GuardedPageFetcher;

beforeAll(async () => {
  site = await startFixtureSite();
  fetcher = createPageFetcher({ allowPrivate: true, timeoutMs: 5000 });
});
afterAll(async () => {
  fetcher.close();
  await site.close();
});
afterEach(() => site.resetPage('/robots.txt'));

const robotsFetches = (from: number) => site.requests.slice(from).filter((r) => r.path === '/robots.txt').length;

describe("reading a site's robots.txt over loopback", () => {
  it('reports the page a Disallow rule keeps from search engines, fetching robots.txt once per site', async () => {
    site.setPage('/robots.txt', 'User-agent: *\nDisallow: /outdated\n', { contentType: 'text/plain' });
    const reader = createRobotsTxtReader();
    const before = site.requests.length;
    const [blocked, allowed] = await Promise.all([reader.blockFor(`${site.url}/outdated`, fetcher), reader.blockFor(`${site.url}/fresh`, fetcher)]);
    expect(blocked).toEqual({ rule: 'Disallow: /outdated', userAgent: '*' });
    expect(allowed).toBeNull();
    expect(await reader.blockFor(`${site.url}/outdated?page=2`, fetcher)).not.toBeNull();
    expect(robotsFetches(before)).toBe(1);
  });

  it('reads it again after 24 hours', async () => {
    site.setPage('/robots.txt', 'User-agent: *\nDisallow: /outdated\n', { contentType: 'text/plain' });
    let now = new Date('2026-03-15T12:00:00Z');
    const reader = createRobotsTxtReader(() => now);
    const before = site.requests.length;
    await reader.blockFor(`${site.url}/fresh`, fetcher);
    site.resetPage('/robots.txt');
    now = new Date(now.getTime() + ROBOTS_TXT_TTL_MS - 1);
    expect(await reader.blockFor(`${site.url}/outdated`, fetcher)).not.toBeNull();
    now = new Date(now.getTime() + 2);
    expect(await reader.blockFor(`${site.url}/outdated`, fetcher)).toBeNull();
    expect(robotsFetches(before)).toBe(2);
  });

  it('treats a missing robots.txt (404) as allowing everything, and an unreadable one (500) as saying nothing', async () => {
    expect(await createRobotsTxtReader().blockFor(`${site.url}/fresh`, fetcher)).toBeNull();
    site.setPage('/robots.txt', 'User-agent: *\nDisallow: /\n', { status: 500, contentType: 'text/plain' });
    expect(await createRobotsTxtReader().blockFor(`${site.url}/fresh`, fetcher)).toBeNull();
  });

  it('stays inside the fetch guard', async () => {
    const guarded = createPageFetcher({ allowPrivate: false, timeoutMs: 5000 });
    try {
      site.setPage('/robots.txt', 'User-agent: *\nDisallow: /\n', { contentType: 'text/plain' });
      const before = site.requests.length;
      expect(await createRobotsTxtReader().blockFor(`${site.url}/fresh`, guarded)).toBeNull();
      expect(robotsFetches(before)).toBe(0);
    } finally {
      guarded.close();
    }
  });
});
