import { FixtureSite, startFixtureSite } from '../../../test/fixture-site';
import { SignedIn, useTestApp } from '../../../test/test-app';

/** Analysing and comparing items over HTTP against the loopback fixture site (FETCH_ALLOW_PRIVATE=true). */
describe('analysis over HTTP', () => {
  let alice: SignedIn;
  let bob: SignedIn;

  const app = useTestApp({ env: { FETCH_ALLOW_PRIVATE: 'true' } }, { fixtureSite: true });
  beforeAll(async () => {
    alice = await app.signUp();
    bob = await app.signUp();
  });

  // A workspace monitors a page once (a second item is refused with 409): a test that needs another item for a page
  // already used gets it under a query string, which the fixture site ignores.
  const used = new Map<string, number>();
  const create = async (who: SignedIn, path: string, extra: Record<string, unknown> = {}) => {
    const key = `${who.user.id} ${path}`;
    const copies = used.get(key) ?? 0;
    used.set(key, copies + 1);
    const url = copies === 0 ? `${app.site.url}${path}` : `${app.site.url}${path}?copy=${copies}`;
    return (
      await who.agent
        .post('/api/content-items')
        .send({ title: `Page ${path}`, url, ...extra })
        .expect(201)
    ).body;
  };
  const eventsOf = async (type: string, contentId: string) =>
    app.running.dataSource.query(`SELECT data, metadata FROM events WHERE type = $1 AND data->>'contentId' = $2 ORDER BY position`, [type, contentId]);

  it('scores a fresh page well and an outdated one clearly lower, with issues and recommendations', async () => {
    const fresh = await create(alice, '/fresh');
    const outdated = await create(alice, '/outdated');

    const analysedFresh = (await alice.agent.post(`/api/content-items/${fresh.id}/analyze`).expect(200)).body;
    const analysedOutdated = (await alice.agent.post(`/api/content-items/${outdated.id}/analyze`).expect(200)).body;

    expect(analysedFresh.status).toBe('fresh');
    expect(analysedFresh.healthScore).toBeGreaterThanOrEqual(70);
    expect(analysedFresh.healthScore).toBe(analysedFresh.analysis.healthScore);
    expect(analysedFresh.lastAnalyzed).not.toBeNull();
    expect(analysedFresh.analysis).toEqual({
      healthScore: expect.any(Number),
      freshness: expect.any(Number),
      seoScore: expect.any(Number),
      readability: expect.any(Number),
      summary: expect.any(String),
      issues: expect.any(Array),
      recommendations: expect.any(Array),
      readingEase: { score: expect.any(Number), formula: 'flesch', language: 'en' },
      // Every link of the page: its two in the text and the layout's home, menu, about and privacy links.
      links: { checked: 6, broken: 0, redirected: 0, skipped: 0 },
      pageDate: { lastModified: expect.any(String), source: 'json-ld' },
    });

    expect(analysedOutdated.status).not.toBe('fresh');
    expect(analysedOutdated.healthScore).toBeLessThanOrEqual(analysedFresh.healthScore - 20);
    expect(analysedOutdated.analysis.freshness).toBeLessThan(analysedFresh.analysis.freshness);
    expect(analysedOutdated.analysis.issues.length).toBeGreaterThan(0);
    expect(analysedOutdated.analysis.recommendations.length).toBeGreaterThan(0);
    // The page's own modification date becomes the item's lastUpdated.
    expect(Date.parse(analysedOutdated.lastUpdated)).toBeLessThan(Date.parse(analysedFresh.lastUpdated));

    const [event] = await eventsOf('ContentAnalyzed', fresh.id);
    expect(event.data).toMatchObject({
      analyser: 'local',
      model: null,
      usage: null,
      status: 'fresh',
      page: { httpStatus: 200, finalUrl: `${app.site.url}/fresh` },
    });
  });

  it("checks the post's own links, not those its commenters left (WordPress's comment markup)", async () => {
    const post = await create(alice, '/with-comments');
    const analysed = (await alice.agent.post(`/api/content-items/${post.id}/analyze`).expect(200)).body;

    // The layout's six links and the post's two; its one missing link counts, the comments' three dead ones do not.
    expect(analysed.analysis.links).toEqual({ checked: 8, broken: 1, redirected: 0, skipped: 0 });
    const deadLinks = analysed.analysis.issues.filter((i: { type: string }) => i.type === 'freshness.dead_links');
    expect(deadLinks).toEqual([
      expect.objectContaining({ severity: 'warning', message: '1 of 8 checked links is broken: /missing-from-post (404 Not Found).' }),
    ]);
    const asked = app.site.requests.map((r) => r.path);
    expect(asked).toContain('/missing-from-post');
    expect(asked.filter((path) => /commenter-blog|links\/gone|missing-comment-link/.test(path))).toEqual([]);
  });

  it("fills an empty description with the page's main text, but never overwrites one a person wrote", async () => {
    const empty = await create(alice, '/fresh');
    const written = await create(alice, '/fresh', { content: 'Our docs guide, owned by the docs team.' });
    const filled = (await alice.agent.post(`/api/content-items/${empty.id}/analyze`).expect(200)).body;
    const kept = (await alice.agent.post(`/api/content-items/${written.id}/analyze`).expect(200)).body;
    expect(filled.content).toMatch(/documentation/i);
    expect(filled.content.length).toBeGreaterThan(500);
    expect(kept.content).toBe('Our docs guide, owned by the docs team.');
  });

  it('records a failed fetch with its reason, answers 422 and keeps the item as it was, its failed check aside', async () => {
    const item = await create(alice, '/missing');
    const response = await alice.agent.post(`/api/content-items/${item.id}/analyze`).expect(422);
    expect(response.body.message).toMatch(/404/);
    const [failed] = await eventsOf('ContentAnalysisFailed', item.id);
    expect(failed.data).toMatchObject({ contentId: item.id, code: 'http_status', reason: response.body.message });
    const after = (await alice.agent.get('/api/content-items').expect(200)).body.find((i: { id: string }) => i.id === item.id);
    expect(after).toEqual({ ...item, lastCheck: { outcome: 'failed', at: expect.any(String), error: response.body.message } });
  });

  it('keeps one health-history row per analysis, for auditors', async () => {
    const item = await create(alice, '/fresh');
    await alice.agent.post(`/api/content-items/${item.id}/analyze`).expect(200);
    app.site.setPage('/fresh-copy', await (await fetch(`${app.site.url}/outdated`)).text());
    await alice.agent
      .patch(`/api/content-items/${item.id}`)
      .send({ url: `${app.site.url}/fresh-copy` })
      .expect(200);
    await alice.agent.post(`/api/content-items/${item.id}/analyze`).expect(200);

    const history = (await alice.agent.get(`/api/content-items/${item.id}/health-history`).expect(200)).body;
    expect(history).toHaveLength(2);
    expect(history[0]).toEqual({
      analysedAt: expect.any(String),
      healthScore: expect.any(Number),
      freshness: expect.any(Number),
      seoScore: expect.any(Number),
      readability: expect.any(Number),
      status: 'fresh',
      analyser: 'local',
      model: null,
    });
    expect(history[1].healthScore).toBeLessThan(history[0].healthScore);
    await bob.agent.get(`/api/content-items/${item.id}/health-history`).expect(404);
  });

  it("answers 404 for another workspace's item, a deleted one and an id that cannot exist", async () => {
    const item = await create(alice, '/fresh');
    await bob.agent.post(`/api/content-items/${item.id}/analyze`).expect(404);
    await bob.agent.post(`/api/content-items/${item.id}/compare`).expect(404);
    await alice.agent.delete(`/api/content-items/${item.id}`).expect(204);
    await alice.agent.post(`/api/content-items/${item.id}/analyze`).expect(404);
    await alice.agent.post('/api/content-items/not-an-id/analyze').expect(404);
    expect(await eventsOf('ContentAnalyzed', item.id)).toEqual([]);
    await app.anonymous().post(`/api/content-items/${item.id}/analyze`).expect(401);
  });

  it('compares sources: a baseline first, then a changed source moves the item to needs_update and opens a review task', async () => {
    const item = await create(alice, '/fresh');
    await alice.agent.post(`/api/content-items/${item.id}/analyze`).expect(200);
    const report = `${app.site.url}/source/report`;
    await alice.agent.post(`/api/content-items/${item.id}/source-urls`).send({ url: report }).expect(201);
    await alice.agent
      .post(`/api/content-items/${item.id}/source-urls`)
      .send({ url: `${app.site.url}/missing` })
      .expect(201);

    const first = (await alice.agent.post(`/api/content-items/${item.id}/compare`).expect(200)).body;
    expect(first.item.status).toBe('fresh');
    expect(first.sources).toEqual([
      { sourceUrlId: expect.any(String), url: report, outcome: 'first_seen' },
      { sourceUrlId: expect.any(String), url: `${app.site.url}/missing`, outcome: 'unreachable', reason: expect.stringMatching(/404/) },
    ]);

    const unchanged = (await alice.agent.post(`/api/content-items/${item.id}/compare`).expect(200)).body;
    expect(unchanged.sources[0].outcome).toBe('unchanged');
    expect(unchanged.item.status).toBe('fresh');

    app.site.setPage(
      '/source/report',
      '<!DOCTYPE html><html lang="en"><head><title>Annual report</title></head><body><main><h1>Annual report</h1><p>In the revised figures, 64% of teams now review their documentation every quarter, up from 41% last year.</p><p>The median time to fix a broken link fell to two days.</p></main></body></html>',
    );
    const changed = (await alice.agent.post(`/api/content-items/${item.id}/compare`).expect(200)).body;
    expect(changed.sources[0]).toEqual({ sourceUrlId: expect.any(String), url: report, outcome: 'changed', summary: expect.any(String) });
    expect(changed.sources[0].summary.length).toBeGreaterThan(0);
    expect(changed.item.status).toBe('needs_update');
    // The item remembers each source's latest outcome, for the view dialog after a reload.
    expect(changed.item.sourceUrls.map((s: { url: string; lastComparison?: { outcome: string } }) => [s.url, s.lastComparison?.outcome])).toEqual([
      [report, 'changed'],
      [`${app.site.url}/missing`, 'unreachable'],
    ]);
    expect(changed.item.sourceUrls[0].lastComparison).toEqual({
      outcome: 'changed',
      summary: changed.sources[0].summary,
      reason: null,
      comparedAt: expect.any(String),
    });

    const [compared] = (await eventsOf('ContentCompared', item.id)).slice(-1);
    expect(compared.data.sources[0]).toMatchObject({ outcome: 'changed', fingerprint: expect.any(String), text: expect.stringContaining('64% of teams') });

    // The task comes from a reaction to the event: it appears shortly after.
    const title = `Review changes in ${report}`;
    const deadline = Date.now() + 10_000;
    let tasks: { title: string; contentId: string }[] = [];
    while (Date.now() < deadline && !tasks.some((t) => t.title === title)) {
      await new Promise((r) => setTimeout(r, 100));
      tasks = (await alice.agent.get('/api/tasks').expect(200)).body;
    }
    expect(tasks.filter((t) => t.title === title)).toEqual([expect.objectContaining({ contentId: item.id })]);

    // A second analysis now knows a source changed after the page's last update: needs_update at best.
    const reanalysed = (await alice.agent.post(`/api/content-items/${item.id}/analyze`).expect(200)).body;
    expect(reanalysed.status).not.toBe('fresh');
    app.site.resetPage('/source/report');
  });

  it('answers a compare of an item without sources with no outcomes and records nothing', async () => {
    const item = await create(alice, '/fresh');
    const response = (await alice.agent.post(`/api/content-items/${item.id}/compare`).expect(200)).body;
    expect(response).toEqual({ item, sources: [] });
    expect(await eventsOf('ContentCompared', item.id)).toEqual([]);
  });

  it("scrapes a page's title and answers 422 with the reason when it cannot", async () => {
    const scraped = (
      await alice.agent
        .post('/api/scrape-content')
        .send({ url: `${app.site.url}/fresh` })
        .expect(200)
    ).body;
    const title = /<title>([^<]*)<\/title>/.exec(await (await fetch(`${app.site.url}/fresh`)).text())![1];
    expect(scraped).toMatchObject({ url: `${app.site.url}/fresh`, title, lang: 'en' });
    expect(scraped.description).toMatch(/step-by-step guide/);
    const missing = await alice.agent
      .post('/api/scrape-content')
      .send({ url: `${app.site.url}/missing` })
      .expect(422);
    expect(missing.body.message).toMatch(/404/);
    const bad = await alice.agent.post('/api/scrape-content').send({ url: 'ftp://site-a.test/file' }).expect(400);
    expect(bad.body.message).toContain('url');
  });

  it("looks a page's title up for the Add dialog, answering 200 with the reason when the page cannot be fetched", async () => {
    const title = /<title>([^<]*)<\/title>/.exec(await (await fetch(`${app.site.url}/fresh`)).text())![1];
    expect(
      (
        await alice.agent
          .post('/api/page-title')
          .send({ url: `${app.site.url}/fresh` })
          .expect(200)
      ).body,
    ).toEqual({ title, failure: null });
    const missing = (
      await alice.agent
        .post('/api/page-title')
        .send({ url: `${app.site.url}/missing` })
        .expect(200)
    ).body;
    expect(missing.title).toBeNull();
    expect(missing.failure).toMatch(/404/);
    expect((await alice.agent.post('/api/page-title').send({ url: 'ftp://site-a.test/file' }).expect(400)).body.message).toContain('url');
  });

  it('suggests improvements by rule without an AI key, and refuses empty text', async () => {
    const { body } = await alice.agent
      .post('/api/ai-writing-assistant')
      .send({ text: 'The Ultimate Guide to Content Freshness: Why Old Pages Lose Rankings and How to Fix Them', field: 'title', context: '' })
      .expect(200);
    expect(body.suggestions).toContainEqual({ type: 'rephrasing', suggestion: 'Guide to Content Freshness', explanation: expect.any(String) });
    for (const s of body.suggestions) expect(['rephrasing', 'completion', 'improvement', 'expansion']).toContain(s.type);

    const empty = await alice.agent.post('/api/ai-writing-assistant').send({ text: '  ', field: 'description' }).expect(400);
    expect(empty.body.message).toBe('No content: Please write some text to get AI suggestions.');
    const selected = await alice.agent
      .post('/api/ai-writing-assistant')
      .send({ text: '', selectedText: 'Prices for 2023 are below', field: 'content' })
      .expect(200);
    expect(selected.body.suggestions.length).toBeGreaterThan(0);
    const badField = await alice.agent.post('/api/ai-writing-assistant').send({ text: 'x', field: 'summary' }).expect(400);
    expect(badField.body.message).toContain('field must be one of: title, description, ai_prompt, content');
  });

  it('says no AI key is configured when testing the connection without one', async () => {
    const { body } = await alice.agent.post('/api/test-openai').expect(200);
    expect(body).toEqual({ connected: false, message: 'No AI API key is configured.' });
  });
});

describe('the address guard (FETCH_ALLOW_PRIVATE off, the default)', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await startFixtureSite();
  });
  const app = useTestApp();
  afterAll(async () => {
    await site.close();
  });

  it('refuses a loopback page with a clear reason and records the failure', async () => {
    const { agent } = await app.signUp();
    const { body: item } = await agent
      .post('/api/content-items')
      .send({ title: 'Local', url: `${site.url}/fresh` })
      .expect(201);
    const refused = await agent.post(`/api/content-items/${item.id}/analyze`).expect(422);
    expect(refused.body.message).toMatch(/private network address/);
    const scrape = await agent
      .post('/api/scrape-content')
      .send({ url: `${site.url}/fresh` })
      .expect(422);
    expect(scrape.body.message).toBe(refused.body.message);
    expect(site.requests).toEqual([]);
  });
});
