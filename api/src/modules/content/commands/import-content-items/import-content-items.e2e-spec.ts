import { MAX_IMPORT_URLS } from '@freshwatch/contracts';
import { SignedIn, useTestApp } from '../../../../../test/test-app';

/** POST /api/content-items/import: many pages in one request, one result per entry. */
describe('importing content items', () => {
  let alice: SignedIn;

  const app = useTestApp();
  beforeAll(async () => {
    alice = await app.signUp();
  });

  // What an import writes: registrations, and the analysis job it starts for them. The analyses of pages imported
  // by earlier tests go on meanwhile (and fail: the .test pages cannot be fetched), so their events are not counted.
  const eventCount = async () =>
    (await app.running.dataSource.query(`SELECT count(*)::int AS n FROM events WHERE type IN ('ContentItemRegistered', 'BulkAnalysisRequested')`))[0].n;
  const items = async (who: SignedIn) => (await who.agent.get('/api/content-items').expect(200)).body as { id: string; url: string }[];

  it('creates the new pages and reports duplicates and invalid entries, in the order sent', async () => {
    await alice.agent.post('/api/content-items').send({ title: 'About', url: 'https://site-a.test/about' }).expect(201);
    const urls = [
      'site-a.test/about', // already monitored, written without the scheme
      ' https://Site-a.test/pricing ',
      'https://site-a.test/pricing', // the entry before, normalised
      'localhost',
      '# a comment',
      'https://exa mple.com/',
      'http://shop.site-a.test',
      'https://under_score.site-a.test/',
    ];
    const response = await alice.agent.post('/api/content-items/import').send({ urls });
    expect(response.status).toBe(200);
    const { results } = response.body;
    expect(results.map((r: { url: string; status: string }) => [r.url, r.status])).toEqual([
      ['site-a.test/about', 'duplicate'],
      [' https://Site-a.test/pricing ', 'created'],
      ['https://site-a.test/pricing', 'duplicate'],
      ['localhost', 'invalid'],
      ['# a comment', 'invalid'],
      ['https://exa mple.com/', 'invalid'],
      ['http://shop.site-a.test', 'created'],
      ['https://under_score.site-a.test/', 'invalid'],
    ]);
    expect(response.body).toMatchObject({ created: 2, duplicates: 2, invalid: 4, overLimit: 0 });
    expect(results[0].message).toBe('This page is already monitored.');
    expect(results[2].message).toBe('This page is already listed as entry 2.');
    expect(results[3].message).toBe('The entry is not a web address: it has no dot.');
    expect(results[4].message).toBe('The entry is a comment (it starts with #).');
    for (const r of results)
      expect(r.status === 'created' ? [r.id, r.message] : [r.id, typeof r.message]).toEqual(
        r.status === 'created' ? [expect.stringMatching(/^[0-9a-f-]{36}$/), undefined] : [undefined, 'string'],
      );

    // Listed as soon as the reply arrives, with the fields the dialog always gave an imported page.
    const listed = await items(alice);
    const pricing = listed.find((i) => i.id === results[1].id);
    expect(pricing).toMatchObject({
      title: 'site-a.test/pricing',
      url: 'https://site-a.test/pricing',
      contentType: 'page',
      status: 'fresh',
      healthScore: 0,
      lastAnalyzed: null,
      checkSchedule: null,
      sourceUrls: [],
    });
    expect(listed.find((i) => i.id === results[6].id)).toMatchObject({ title: 'shop.site-a.test', url: 'http://shop.site-a.test/' });

    // Each page is its own stream with its own registration, written together in one transaction.
    const events: { stream_id: string; type: string; version: number; tx: string; metadata: { workspaceId: string; actorId: string } }[] =
      await app.running.dataSource.query(
        'SELECT stream_id, type, version, xmin::text AS tx, metadata FROM events WHERE stream_id = ANY($1) AND version = 1 ORDER BY position',
        [[`content-${results[1].id}`, `content-${results[6].id}`]],
      );
    expect(events.map((e) => [e.stream_id, e.type, e.version])).toEqual([
      [`content-${results[1].id}`, 'ContentItemRegistered', 1],
      [`content-${results[6].id}`, 'ContentItemRegistered', 1],
    ]);
    expect(events[0].tx).toBe(events[1].tx);
    expect(events[0].metadata).toMatchObject({ workspaceId: alice.user.workspaceId, actorId: alice.user.id });
  });

  it('imports again only what is new, and judges duplicates within the workspace alone', async () => {
    const bob = await app.signUp();
    // Bob imports more pages than Free allows (page limits have their own tests): alice, the administrator, gives him Enterprise.
    await alice.agent.put(`/api/admin/users/${bob.user.id}`).send({ planType: 'enterprise', subscriptionStatus: 'active' }).expect(200);
    const first = await bob.agent
      .post('/api/content-items/import')
      .send({ urls: ['site-a.test/about', 'site-a.test/team'] })
      .expect(200);
    expect(first.body).toMatchObject({ created: 2, duplicates: 0 });
    // Registered at one instant, newest first: the list shows an import in the order it was given.
    const urls = Array.from({ length: 30 }, (_, i) => `site-a.test/ordered/${i}`);
    await bob.agent.post('/api/content-items/import').send({ urls }).expect(200);
    expect((await items(bob)).slice(0, 30).map((i) => i.url)).toEqual(urls.map((u) => `https://${u}`));
    const again = await bob.agent
      .post('/api/content-items/import')
      .send({ urls: ['https://site-a.test/team', 'site-a.test/careers'] })
      .expect(200);
    expect(again.body.results.map((r: { status: string }) => r.status)).toEqual(['duplicate', 'created']);
    expect(await items(bob)).toHaveLength(33);
  });

  it('writes nothing when every entry is a duplicate or invalid', async () => {
    const before = await eventCount();
    const response = await alice.agent
      .post('/api/content-items/import')
      .send({ urls: ['site-a.test/about', 'nothing here'] })
      .expect(200);
    expect(response.body).toMatchObject({ created: 0, duplicates: 1, invalid: 1, overLimit: 0, analysisJobId: null });
    expect(await eventCount()).toBe(before);
  });

  it(`takes ${MAX_IMPORT_URLS} entries of the longest length in one request`, async () => {
    // Every entry names the same 2,048-character address: the body is as large as an import can be (20 MB),
    // while only one page is created.
    const long = `https://long.site-a.test/${'a'.repeat(2048 - 'https://long.site-a.test/'.length)}`;
    const response = await alice.agent.post('/api/content-items/import').send({ urls: Array.from({ length: MAX_IMPORT_URLS }, () => long) });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ created: 1, duplicates: MAX_IMPORT_URLS - 1, invalid: 0 });
    expect(response.body.results).toHaveLength(MAX_IMPORT_URLS);
  });

  describe('a bad request: 400 naming urls, and nothing written', () => {
    const cases: [string, unknown, string][] = [
      [
        `${MAX_IMPORT_URLS + 1} URLs`,
        { urls: Array.from({ length: MAX_IMPORT_URLS + 1 }, (_, i) => `site-a.test/page-${i}`) },
        `urls must hold at most ${MAX_IMPORT_URLS} URLs (this list has ${MAX_IMPORT_URLS + 1})`,
      ],
      ['no list', {}, 'urls must be a list of URLs'],
      ['an empty list', { urls: [] }, 'urls must not be empty'],
      ['an entry that is not text', { urls: ['site-a.test/a', 42] }, 'urls must hold text only'],
      ['an unknown field', { urls: ['site-a.test/a'], contentType: 'product' }, 'contentType'],
    ];

    it.each(cases)('%s', async (_, body, message) => {
      const before = await eventCount();
      const response = await alice.agent.post('/api/content-items/import').send(body as object);
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(message);
      expect(await eventCount()).toBe(before);
    });
  });

  it('answers 413 to a body beyond what 10,000 URLs can take, and 401 when signed out', async () => {
    const huge = await alice.agent.post('/api/content-items/import').send({ urls: ['x'.repeat(25 * 1024 * 1024)] });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toMatch(/^The request body is larger than 23\.4 MB\.$/);
    // Every other route keeps the 2 MB limit.
    const large = await alice.agent.post('/api/content-items').send({ title: 'T', url: 'https://site-a.test/', content: 'x'.repeat(3 * 1024 * 1024) });
    expect([large.status, large.body.message]).toEqual([413, 'The request body is larger than 2 MB.']);
    await app
      .anonymous()
      .post('/api/content-items/import')
      .send({ urls: ['site-a.test'] })
      .expect(401);
  });
});
