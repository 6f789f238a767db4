import type { ContentItem, ImportSitemapResult } from '@freshwatch/contracts';
import { lastmodOf, SitemapSite, startSitemapSite } from '../../../test/fixture-sitemaps';
import { SignedIn, startTestApp, useTestApp } from '../../../test/test-app';

/** POST /api/content-items/import-sitemap against a loopback sitemap index of 1,000 pages (one gzip child). */
describe('importing a whole site from its sitemap', () => {
  let site: SitemapSite;
  let admin: SignedIn;

  beforeAll(async () => {
    site = await startSitemapSite({ pages: 1000, children: 2 });
  });
  const app = useTestApp({ env: { FETCH_ALLOW_PRIVATE: 'true' } });
  beforeAll(async () => {
    admin = await app.signUp(); // the first account administers the instance: no page limit
  });
  afterAll(async () => {
    await site.close();
  });

  const items = async (who: SignedIn): Promise<ContentItem[]> => (await who.agent.get('/api/content-items').expect(200)).body;

  it('follows the index into plain and gzip sitemaps, takes lastmod as the last updated date, and skips pages already monitored', async () => {
    await admin.agent
      .post('/api/content-items')
      .send({ title: 'Already here', url: `${site.url}/page/7` })
      .expect(201);

    const { body } = await admin.agent.post('/api/content-items/import-sitemap').send({ url: site.indexUrl }).expect(200);
    const result = body as ImportSitemapResult;
    expect(result).toMatchObject({ sitemaps: 3, found: 1000, created: 999, duplicates: 1, invalid: 0, overLimit: 0, unreadableSitemaps: 0, tooMany: 0 });
    expect(result.skipped).toEqual([{ url: `${site.url}/page/7`, reason: 'duplicate', message: 'This page is already monitored.' }]);
    expect(site.requests).toEqual(expect.arrayContaining(['/sitemap_index.xml', '/sitemap-1.xml', '/sitemap-2.xml.gz']));

    // The reply waits for the read models up to READ_YOUR_WRITES_TIMEOUT_MS; on a busy machine the list may lag.
    let listed = await items(admin);
    for (const deadline = Date.now() + 30_000; listed.length < 1000 && Date.now() < deadline; listed = await items(admin)) {
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(listed).toHaveLength(1000);
    // Page 999 comes from the gzip child.
    const last = listed.find((i) => i.url === `${site.url}/page/999`)!;
    // Titled by host (with its port) and path until its first analysis reads the page's own title.
    expect(last).toMatchObject({ title: `${new URL(site.url).host}/page/999`, contentType: 'page', checkSchedule: null });
    expect(last.lastUpdated).toBe(`${lastmodOf(999)}T00:00:00.000Z`);
    expect(last.nextCheckAt).not.toBeNull();

    // Importing again creates nothing and reports every page as a duplicate.
    const again = (await admin.agent.post('/api/content-items/import-sitemap').send({ url: site.indexUrl }).expect(200)).body as ImportSitemapResult;
    expect(again).toMatchObject({ created: 0, duplicates: 1000 });
    expect(again.skipped).toHaveLength(100);
  });

  it("stops at the plan's page limit and says so", async () => {
    const member = await app.signUp(); // a later account: the Free plan's 10 pages
    const result = (await member.agent.post('/api/content-items/import-sitemap').send({ url: site.indexUrl }).expect(200)).body as ImportSitemapResult;
    expect(result).toMatchObject({ found: 1000, created: 10, overLimit: 990 });
    expect(result.skipped[0]).toMatchObject({ reason: 'over_limit', message: expect.stringContaining('10') });
    expect(await items(member)).toHaveLength(10);
  });

  it('reports a child sitemap that cannot be read, and imports the rest', async () => {
    site.setFile(
      '/broken-index.xml',
      `<sitemapindex><sitemap><loc>${site.url}/sitemap-1.xml</loc></sitemap><sitemap><loc>${site.url}/missing.xml</loc></sitemap></sitemapindex>`,
    );
    const result = (
      await admin.agent
        .post('/api/content-items/import-sitemap')
        .send({ url: `${site.url}/broken-index.xml` })
        .expect(200)
    ).body as ImportSitemapResult;
    expect(result).toMatchObject({ sitemaps: 2, found: 500, unreadableSitemaps: 1 });
    expect(result.skipped[0]).toEqual({ url: `${site.url}/missing.xml`, reason: 'unreadable_sitemap', message: 'The page answered 404 Not Found' });
  });

  it('answers 400 naming the url when it is not a sitemap or not an address', async () => {
    site.setFile('/page.html', '<html><body>Hello</body></html>', 'text/html');
    const notSitemap = await admin.agent
      .post('/api/content-items/import-sitemap')
      .send({ url: `${site.url}/page.html` })
      .expect(400);
    expect(JSON.stringify(notSitemap.body)).toContain('url does not lead to a readable sitemap: The address does not serve a sitemap');
    const missing = await admin.agent
      .post('/api/content-items/import-sitemap')
      .send({ url: `${site.url}/nothing.xml` })
      .expect(400);
    expect(JSON.stringify(missing.body)).toContain('url does not lead to a readable sitemap: The page answered 404');
    const bad = await admin.agent.post('/api/content-items/import-sitemap').send({ url: 'not a url' }).expect(400);
    expect(JSON.stringify(bad.body)).toContain('url');
  });

  it("refuses another network's addresses unless fetching private addresses is allowed", async () => {
    const guarded = await startTestApp();
    try {
      const someone = await guarded.signUp();
      const response = await someone.agent.post('/api/content-items/import-sitemap').send({ url: site.indexUrl }).expect(400);
      expect(JSON.stringify(response.body)).toContain('The host name could not be found or resolves to a private network address');
    } finally {
      await guarded.close();
    }
  });
});
