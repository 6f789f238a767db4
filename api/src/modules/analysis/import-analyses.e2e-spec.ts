import type { AnalysisJobProgress, ContentItem, ImportContentItemsResult, ImportSitemapResult } from '@freshwatch/contracts';
import { SignedIn, useTestApp } from '../../../test/test-app';

/** Imported pages are analysed by the server right away, with no further request, and the import names the job to follow. */
describe('analysis of imported pages', () => {
  let alice: SignedIn;

  const app = useTestApp({ env: { FETCH_ALLOW_PRIVATE: 'true' } }, { fixtureSite: true });
  beforeAll(async () => {
    alice = await app.signUp(); // the first account administers the instance: no page limit
  });

  const item = async (id: string): Promise<ContentItem> => (await alice.agent.get(`/api/content-items/${id}`).expect(200)).body;

  /** Polls the item until its first analysis is recorded (bounded). */
  async function analysed(id: string, timeoutMs = 30_000): Promise<ContentItem> {
    for (const deadline = Date.now() + timeoutMs; ;) {
      const current = await item(id);
      if (current.lastAnalyzed !== null) return current;
      if (Date.now() > deadline) throw new Error(`item ${id} was not analysed: ${JSON.stringify(current)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** Polls the job's progress until it completes (bounded). */
  async function completed(jobId: string, timeoutMs = 30_000): Promise<AnalysisJobProgress> {
    for (const deadline = Date.now() + timeoutMs; ;) {
      const progress: AnalysisJobProgress = (await alice.agent.get(`/api/analysis-jobs/${jobId}`).expect(200)).body;
      if (progress.status === 'completed') return progress;
      if (Date.now() > deadline) throw new Error(`job ${jobId} did not complete: ${JSON.stringify(progress)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  const createdIds = (results: ImportContentItemsResult['results']) => results.flatMap((r) => (r.status === 'created' && r.id ? [r.id] : []));

  it('analyses the pages of a URL-list import without being asked, and answers the job that follows it', async () => {
    const response = await alice.agent
      .post('/api/content-items/import')
      .send({ urls: [`${app.site.url}/fresh`, `${app.site.url}/about`] })
      .expect(200);
    const result = response.body as ImportContentItemsResult;
    expect(result).toMatchObject({ created: 2, analysisJobId: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const [fresh, about] = await Promise.all(createdIds(result.results).map((id) => analysed(id)));
    expect(fresh).toMatchObject({ title: expect.not.stringContaining('127.0.0.1'), healthScore: expect.any(Number) });
    expect(fresh.healthScore).toBeGreaterThan(0);
    expect(about.lastAnalyzed).not.toBeNull();

    expect(await completed(result.analysisJobId!)).toMatchObject({ jobId: result.analysisJobId, total: 2, done: 2, failed: 0, status: 'completed' });
    // One job for the import: nobody asked for a second one.
    const jobs = await app.running.dataSource.query(`SELECT count(*)::int AS n FROM events WHERE type = 'BulkAnalysisRequested'`);
    expect(jobs[0].n).toBe(1);
  });

  it('starts no analysis when an import creates nothing', async () => {
    const response = await alice.agent
      .post('/api/content-items/import')
      .send({ urls: [`${app.site.url}/fresh`, 'not an address'] })
      .expect(200);
    expect(response.body).toMatchObject({ created: 0, duplicates: 1, invalid: 1, analysisJobId: null });
  });

  it('analyses the new pages of a sitemap import (only those) as one job, and answers it', async () => {
    const pages = ['/fresh', '/outdated', '/privacy'];
    app.site.setPage(
      '/sitemap.xml',
      `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${pages
        .map((p) => `<url><loc>${app.site.url}${p}</loc></url>`)
        .join('')}</urlset>`,
      { contentType: 'application/xml' },
    );
    const response = await alice.agent
      .post('/api/content-items/import-sitemap')
      .send({ url: `${app.site.url}/sitemap.xml` })
      .expect(200);
    const result = response.body as ImportSitemapResult;
    // /fresh is monitored since the first test: only the two new pages are analysed.
    expect(result).toMatchObject({ found: 3, created: 2, duplicates: 1, analysisJobId: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const progress = await completed(result.analysisJobId!);
    expect(progress).toMatchObject({ total: 2, done: 2, failed: 0, status: 'completed' });
    const listed: ContentItem[] = (await alice.agent.get('/api/content-items').expect(200)).body;
    const outdated = listed.find((i) => i.url === `${app.site.url}/outdated`)!;
    const privacy = listed.find((i) => i.url === `${app.site.url}/privacy`)!;
    expect((await analysed(outdated.id)).lastAnalyzed).not.toBeNull();
    expect((await analysed(privacy.id)).lastAnalyzed).not.toBeNull();
  });

  it('answers no job when a sitemap brings no new page', async () => {
    const result = (
      await alice.agent
        .post('/api/content-items/import-sitemap')
        .send({ url: `${app.site.url}/sitemap.xml` })
        .expect(200)
    ).body as ImportSitemapResult;
    expect(result).toMatchObject({ created: 0, duplicates: 3, analysisJobId: null });
  });
});
