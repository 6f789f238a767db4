import type { ContentItem, ContentItemPage, ContentStats, ImportContentItemsResult, ImportSitemapResult } from '@freshwatch/contracts';
import { SignedIn, useTestApp } from '../../../test/test-app';

/**
 * Every page's state is true (issue 28): an item carries how its last check ended (lastCheck), and the stats,
 * averages and the status filter count an unchecked or failed page in no status and no average.
 */
describe('the state of a page', () => {
  let alice: SignedIn;
  let apiKey: string;

  const app = useTestApp({ env: { FETCH_ALLOW_PRIVATE: 'true' } }, { fixtureSite: true });
  beforeAll(async () => {
    alice = await app.signUp(); // the first account administers the instance: no page limit
    apiKey = (await alice.agent.post('/api/api-keys').send({ name: 'script' }).expect(201)).body.key;
    app.site.setPage('/broken', '<html><body>Server error</body></html>', { status: 500 });
  });

  const item = async (id: string): Promise<ContentItem> => (await alice.agent.get(`/api/content-items/${id}`).expect(200)).body;
  const stats = async (): Promise<ContentStats> => (await alice.agent.get('/api/analytics/content-stats').expect(200)).body;
  const withStatus = async (status: string): Promise<string[]> =>
    ((await alice.agent.get('/api/content-items').query({ status, limit: 100 }).expect(200)).body as ContentItemPage).items.map((i) => i.id);
  const createdIds = (results: ImportContentItemsResult['results']) => results.flatMap((r) => (r.status === 'created' && r.id ? [r.id] : []));

  /** Polls the item until a check has ended for it (bounded): the server checks imported pages in the background. */
  async function checked(id: string, outcome?: 'analysed' | 'failed', timeoutMs = 60_000): Promise<ContentItem> {
    for (const deadline = Date.now() + timeoutMs; ;) {
      const current = await item(id);
      if (current.lastCheck !== null && (outcome === undefined || current.lastCheck.outcome === outcome)) return current;
      if (Date.now() > deadline) throw new Error(`item ${id} was not checked: ${JSON.stringify(current)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it('has no last check before the first one, then the failure with its reason, then the analysis', async () => {
    const { body: created } = await alice.agent
      .post('/api/content-items')
      .send({ title: 'Flaky page', url: `${app.site.url}/flaky`, contentType: 'page', checkSchedule: { type: 'manual' } })
      .expect(201);
    expect(created.lastCheck).toBeNull();
    expect(await withStatus('not_checked')).toContain(created.id);
    expect(await withStatus('fresh')).not.toContain(created.id);

    app.site.setPage('/flaky', '<html><body>Down</body></html>', { status: 500 });
    const refused = await alice.agent.post(`/api/content-items/${created.id}/analyze`).expect(422);
    const failed = await checked(created.id);
    expect(failed.lastCheck).toEqual({ outcome: 'failed', at: expect.any(String), error: refused.body.message });
    expect(failed.lastCheck!.error).toMatch(/500/);
    expect(failed.lastAnalyzed).toBeNull();
    expect(await withStatus('check_failed')).toContain(created.id);

    app.site.setPage('/flaky', '<html><head><title>Flaky page</title></head><body><h1>Back</h1><p>It answers again.</p></body></html>');
    const { body: analysed } = await alice.agent.post(`/api/content-items/${created.id}/analyze`).expect(200);
    expect(analysed.lastCheck).toEqual({ outcome: 'analysed', at: analysed.lastAnalyzed, error: null });
    expect(await withStatus(analysed.status)).toContain(created.id);
    expect(await withStatus('check_failed')).not.toContain(created.id);

    // A later failure turns the page back to 'Check failed', keeping its last analysis for the record.
    app.site.setPage('/flaky', '<html><body>Down again</body></html>', { status: 500 });
    await alice.agent.post(`/api/content-items/${created.id}/analyze`).expect(422);
    const again = await checked(created.id, 'failed');
    expect(again).toMatchObject({ lastCheck: { outcome: 'failed', error: expect.stringMatching(/500/) }, lastAnalyzed: analysed.lastAnalyzed });
    expect(again.analysis).not.toBeNull();
  });

  it('counts unchecked and failed pages apart from the statuses, and averages neither', async () => {
    const before = await stats();
    const { body: unchecked } = await alice.agent
      .post('/api/content-items')
      .send({ title: 'Typed in as fresh', url: `${app.site.url}/typed-in`, status: 'fresh', healthScore: 95, checkSchedule: { type: 'manual' } })
      .expect(201);
    const after = await stats();
    expect(after).toEqual({ ...before, total: before.total + 1, notChecked: before.notChecked + 1 });
    expect(after.fresh + after.needsUpdate + after.outdated).toBe(after.analysed);
    expect(after.total).toBe(after.analysed + after.notChecked + after.checkFailed);
    expect(await withStatus('fresh')).not.toContain(unchecked.id);
    // The first test left one failed page that had been analysed before: its old score is not averaged.
    const all: ContentItem[] = (await alice.agent.get('/api/content-items').expect(200)).body;
    const measured = all.filter((i) => i.lastCheck?.outcome === 'analysed');
    expect(after.analysed).toBe(measured.length);
    expect(after.checkFailed).toBe(all.filter((i) => i.lastCheck?.outcome === 'failed').length);
  });

  it('checks the pages of a URL import by API key without a further request, the failing one as failed', async () => {
    const response = await app
      .anonymous()
      .post('/api/content-items/import')
      .set('Authorization', `Bearer ${apiKey}`)
      .send({ urls: [`${app.site.url}/about`, `${app.site.url}/broken`] })
      .expect(200);
    const result = response.body as ImportContentItemsResult;
    expect(result).toMatchObject({ created: 2, analysisJobId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const [about, broken] = await Promise.all(createdIds(result.results).map((id) => checked(id)));
    expect(about.lastCheck).toMatchObject({ outcome: 'analysed', error: null });
    expect(broken.lastCheck).toMatchObject({ outcome: 'failed', error: expect.stringMatching(/500/) });
    // The plugin reads the same state.
    const { body: pulled } = await app.anonymous().get('/api/content-items').query({ ids: broken.id }).set('Authorization', `Bearer ${apiKey}`).expect(200);
    expect(pulled[0].lastCheck).toEqual(broken.lastCheck);
  });

  it('checks the pages of a sitemap import, by API key and by session, without a further request', async () => {
    const sitemap = (pages: string[]) =>
      `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${pages
        .map((p) => `<url><loc>${app.site.url}${p}</loc></url>`)
        .join('')}</urlset>`;
    app.site.setPage('/by-key.xml', sitemap(['/fresh', '/privacy']), { contentType: 'application/xml' });
    app.site.setPage('/by-session.xml', sitemap(['/outdated']), { contentType: 'application/xml' });

    const byKey = (
      await app
        .anonymous()
        .post('/api/content-items/import-sitemap')
        .set('Authorization', `Bearer ${apiKey}`)
        .send({ url: `${app.site.url}/by-key.xml` })
        .expect(200)
    ).body as ImportSitemapResult;
    const bySession = (
      await alice.agent
        .post('/api/content-items/import-sitemap')
        .send({ url: `${app.site.url}/by-session.xml` })
        .expect(200)
    ).body as ImportSitemapResult;
    expect(byKey).toMatchObject({ created: 2, analysisJobId: expect.any(String) });
    expect(bySession).toMatchObject({ created: 1, analysisJobId: expect.any(String) });

    const all: ContentItem[] = (await alice.agent.get('/api/content-items').expect(200)).body;
    const imported = all.filter((i) => ['/fresh', '/privacy', '/outdated'].some((p) => i.url === `${app.site.url}${p}`));
    expect(imported).toHaveLength(3);
    for (const page of imported) expect((await checked(page.id)).lastCheck).toMatchObject({ outcome: 'analysed' });
  });
});
