import type { ContentItem, SitemapSubscription } from '@freshwatch/contracts';
import { SitemapSite, startSitemapSite } from '../../../test/fixture-sitemaps';
import { SettableClock, SignedIn, useTestApp } from '../../../test/test-app';
import { ResyncSitemapsScanner } from './jobs/resync-sitemaps.scanner';

const T0 = Date.parse('2026-10-05T08:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Sitemaps kept and read again on a schedule (the scan run by hand at the clock's time), against a loopback site. */
describe('re-syncing a sitemap on a schedule', () => {
  let site: SitemapSite;
  let admin: SignedIn;
  const clock = new SettableClock(new Date(T0));
  const scanner = () => app.running.app.get(ResyncSitemapsScanner);

  /** A sitemap listing pages `from` to `to` - 1 of the site under `prefix`. */
  const serve = (path: string, prefix: string, from: number, to: number) => {
    const rows = Array.from(
      { length: to - from },
      (_, i) => `<url><loc>${site.url}/${prefix}/${from + i}</loc><lastmod>2026-09-0${1 + ((from + i) % 9)}</lastmod></url>`,
    );
    site.setFile(path, `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${rows.join('')}</urlset>`);
  };
  const urlsOf = async (who: SignedIn, prefix: string) =>
    ((await who.agent.get('/api/content-items').expect(200)).body as ContentItem[])
      .filter((i) => i.url.includes(`/${prefix}/`))
      .map((i) => i.url)
      .sort();
  const sitemaps = async (who: SignedIn): Promise<SitemapSubscription[]> => (await who.agent.get('/api/sitemaps').expect(200)).body;

  beforeAll(async () => {
    site = await startSitemapSite({ pages: 10, children: 1 });
  });
  const app = useTestApp({ env: { FETCH_ALLOW_PRIVATE: 'true' }, clock });
  beforeAll(async () => {
    admin = await app.signUp(); // the first account administers the instance: no page limit
  });
  afterAll(async () => {
    await site.close();
  });

  it('keeps the sitemap, and a due re-sync adds only the pages it newly lists', async () => {
    serve('/blog.xml', 'blog', 0, 5);
    const url = `${site.url}/blog.xml`;
    const first = await admin.agent.post('/api/content-items/import-sitemap').send({ url, resync: 'daily' }).expect(200);
    expect(first.body).toMatchObject({ found: 5, created: 5, duplicates: 0 });
    const [kept] = await sitemaps(admin);
    expect(kept).toEqual({
      id: expect.any(String),
      url,
      resync: 'daily',
      createdAt: new Date(T0).toISOString(),
      lastSyncedAt: new Date(T0).toISOString(),
      nextSyncAt: new Date(T0 + DAY).toISOString(),
      lastError: null,
      lastResult: { sitemaps: 1, found: 5, created: 5, duplicates: 0, invalid: 0, overLimit: 0, unreadableSitemaps: 0, tooMany: 0 },
    });

    serve('/blog.xml', 'blog', 0, 8);
    // Not due yet half a day later: nothing is read.
    const requestsBefore = site.requests.length;
    expect(await scanner().resyncDue(new Date(T0 + 12 * HOUR))).toBe(0);
    expect(site.requests.length).toBe(requestsBefore);
    expect(await urlsOf(admin, 'blog')).toHaveLength(5);

    clock.set(new Date(T0 + DAY + 60_000));
    expect(await scanner().resyncDue(clock.now())).toBe(1);
    expect(await urlsOf(admin, 'blog')).toEqual(Array.from({ length: 8 }, (_, i) => `${site.url}/blog/${i}`).sort());
    const [synced] = await sitemaps(admin);
    expect(synced.lastResult).toMatchObject({ found: 8, created: 3, duplicates: 5, overLimit: 0 });
    expect(synced.lastSyncedAt).toBe(new Date(T0 + DAY + 60_000).toISOString());
    expect(synced.nextSyncAt).toBe(new Date(T0 + 2 * DAY + 60_000).toISOString());
    // The new pages were registered by the scheduler, on the subscriber's behalf.
    const added = ((await admin.agent.get('/api/content-items').expect(200)).body as ContentItem[]).find((i) => i.url === `${site.url}/blog/7`)!;
    const history = (await admin.agent.get(`/api/content-items/${added.id}/history`).expect(200)).body;
    expect(history[0]).toMatchObject({ type: 'ContentItemRegistered', actor: { kind: 'scheduler' } });
    // ...and are analysed at once, as one job over the new pages only, rather than left until their next check.
    const requested: { data: { contentIds: string[]; total: number } }[] = await app.running.dataSource.query(
      `SELECT data FROM events WHERE type = 'BulkAnalysisRequested' ORDER BY position`,
    );
    expect(requested).toHaveLength(2); // the first import's five pages, then the re-sync's three
    const newIds = ((await admin.agent.get('/api/content-items').expect(200)).body as ContentItem[])
      .filter((i) => /\/blog\/[567]$/.test(i.url))
      .map((i) => i.id)
      .sort();
    expect([...requested[1].data.contentIds].sort()).toEqual(newIds);

    // A sitemap that no longer reads is recorded with why, and stays kept.
    site.setFile('/blog.xml', '<html><body>Moved</body></html>', 'text/html');
    clock.set(new Date(T0 + 2 * DAY + 120_000));
    expect(await scanner().resyncDue(clock.now())).toBe(1);
    const [failed] = await sitemaps(admin);
    expect(failed.lastResult).toBeNull();
    expect(failed.lastError).toMatch(/^url does not lead to a readable sitemap: The address does not serve a sitemap/);
    expect(failed.nextSyncAt).toBe(new Date(T0 + 3 * DAY + 120_000).toISOString());

    // Importing it again weekly changes the schedule of the same subscription; a one-off import leaves it be.
    serve('/blog.xml', 'blog', 0, 9);
    await admin.agent.post('/api/content-items/import-sitemap').send({ url, resync: 'weekly' }).expect(200);
    await admin.agent.post('/api/content-items/import-sitemap').send({ url, resync: null }).expect(200);
    const after = await sitemaps(admin);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: kept.id, resync: 'weekly', nextSyncAt: new Date(T0 + 9 * DAY + 120_000).toISOString() });
    expect(after[0].lastResult).toMatchObject({ found: 9, created: 1, duplicates: 8 });
  });

  it("adds new pages up to the subscriber's plan limit and reports the rest", async () => {
    clock.set(new Date(T0));
    const member = await app.signUp(); // a later account: the Free plan's 10 pages
    serve('/shop.xml', 'shop', 0, 8);
    await member.agent
      .post('/api/content-items/import-sitemap')
      .send({ url: `${site.url}/shop.xml`, resync: 'weekly' })
      .expect(200);
    serve('/shop.xml', 'shop', 0, 14);
    clock.set(new Date(T0 + 7 * DAY));
    await scanner().resyncDue(clock.now());
    expect(await urlsOf(member, 'shop')).toHaveLength(10);
    const [shop] = await sitemaps(member);
    expect(shop.lastResult).toMatchObject({ found: 14, created: 2, duplicates: 8, overLimit: 4 });
  });

  it("answers 404 for another workspace's sitemap, and removing one stops its re-syncs", async () => {
    clock.set(new Date(T0));
    const owner = await app.signUp();
    const stranger = await app.signUp();
    serve('/news.xml', 'news', 0, 2);
    await owner.agent
      .post('/api/content-items/import-sitemap')
      .send({ url: `${site.url}/news.xml`, resync: 'daily' })
      .expect(200);
    const [news] = await sitemaps(owner);
    expect(await sitemaps(stranger)).toEqual([]);
    await stranger.agent.delete(`/api/sitemaps/${news.id}`).expect(404);
    await owner.agent.delete('/api/sitemaps/00000000-0000-4000-8000-000000000000').expect(404);
    await owner.agent.delete('/api/sitemaps/not-an-id').expect(404);

    await owner.agent.delete(`/api/sitemaps/${news.id}`).expect(204);
    expect(await sitemaps(owner)).toEqual([]);
    await owner.agent.delete(`/api/sitemaps/${news.id}`).expect(404);
    serve('/news.xml', 'news', 0, 4);
    clock.set(new Date(T0 + 30 * DAY));
    await scanner().resyncDue(clock.now());
    expect(await urlsOf(owner, 'news')).toHaveLength(2);
  });

  it('refuses a re-sync schedule it does not know, naming it', async () => {
    const response = await admin.agent
      .post('/api/content-items/import-sitemap')
      .send({ url: `${site.url}/blog.xml`, resync: 'hourly' })
      .expect(400);
    expect(JSON.stringify(response.body)).toContain('resync must be one of: daily, weekly, or null');
  });
});
