import { SignedIn, useTestApp } from '../../../../../test/test-app';

/** POST /api/content-items with its source URLs: one request, one decision, one append. */
describe('registering a content item with its source URLs', () => {
  let alice: SignedIn;

  const app = useTestApp();
  beforeAll(async () => {
    alice = await app.signUp();
  });

  const eventCount = async () => (await app.running.dataSource.query('SELECT count(*)::int AS n FROM events'))[0].n;
  // Each item its own page: a page already monitored is refused (409).
  let pages = 0;
  const item = () => ({ title: 'Pricing', url: `https://site-a.test/pricing-${++pages}`, contentType: 'page' });

  it('registers the item and its sources, in the order given, in one append', async () => {
    const response = await alice.agent.post('/api/content-items').send({
      ...item(),
      sourceUrls: [{ url: 'https://stats.site-b.test/report', description: '  Annual report ' }, { url: ' https://vendor.site-c.test/prices ' }],
    });
    expect(response.status).toBe(201);
    expect(response.body.sourceUrls).toEqual([
      expect.objectContaining({ url: 'https://stats.site-b.test/report', description: 'Annual report', lastComparison: null }),
      expect.objectContaining({ url: 'https://vendor.site-c.test/prices', description: null, lastComparison: null }),
    ]);
    const listed = (await alice.agent.get('/api/content-items').expect(200)).body.find((i: { id: string }) => i.id === response.body.id);
    expect(listed.sourceUrls.map((s: { url: string }) => s.url)).toEqual(['https://stats.site-b.test/report', 'https://vendor.site-c.test/prices']);

    const events: { type: string; version: number; position: string; tx: string }[] = await app.running.dataSource.query(
      'SELECT type, version, position, xmin::text AS tx FROM events WHERE stream_id = $1 ORDER BY version',
      [`content-${response.body.id}`],
    );
    expect(events.map((e) => [e.type, e.version])).toEqual([
      ['ContentItemRegistered', 1],
      ['SourceUrlAdded', 2],
      ['SourceUrlAdded', 3],
    ]);
    // One append: one transaction, and nothing else in the log between its first and last event.
    expect(new Set(events.map((e) => e.tx)).size).toBe(1);
    const [{ n: between }] = await app.running.dataSource.query('SELECT count(*)::int AS n FROM events WHERE position BETWEEN $1 AND $2', [
      events[0].position,
      events[2].position,
    ]);
    expect(between).toBe(3);
  });

  it('accepts an empty list, and keeps working without one', async () => {
    const withEmpty = await alice.agent
      .post('/api/content-items')
      .send({ ...item(), sourceUrls: [] })
      .expect(201);
    expect(withEmpty.body.sourceUrls).toEqual([]);
    const without = await alice.agent.post('/api/content-items').send(item()).expect(201);
    expect(without.body.sourceUrls).toEqual([]);
  });

  describe('a bad source refuses the whole request: 400 naming the field, and nothing written', () => {
    const cases: [string, unknown, string][] = [
      ['an ftp source', [{ url: 'https://a.site-b.test/' }, { url: 'ftp://b.site-b.test/file' }], 'sourceUrls.1.url must be an http or https address'],
      ['a source without url', [{ description: 'No address' }], 'sourceUrls.0.url is required'],
      ['a description that is not text', [{ url: 'https://a.site-b.test/', description: 42 }], 'sourceUrls.0.description must be text'],
      [
        'the same url twice',
        [{ url: 'https://a.site-b.test/x' }, { url: 'https://b.site-b.test/' }, { url: ' https://a.site-b.test/x' }],
        'sourceUrls.2.url repeats sourceUrls.0.url',
      ],
      ['a list that is not a list', { url: 'https://a.site-b.test/' }, 'sourceUrls must be a list'],
      ['a list of bare strings', ['https://a.site-b.test/'], 'sourceUrls must hold {url, description} objects'],
      ['a null entry', [{ url: 'https://a.site-b.test/' }, null], 'sourceUrls must hold {url, description} objects'],
    ];

    it.each(cases)('%s', async (_, sourceUrls, message) => {
      const before = await eventCount();
      const itemsBefore = (await alice.agent.get('/api/content-items')).body.length;
      const response = await alice.agent.post('/api/content-items').send({ ...item(), title: 'Refused', sourceUrls });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(message);
      expect(await eventCount()).toBe(before);
      expect((await alice.agent.get('/api/content-items')).body).toHaveLength(itemsBefore);
    });
  });

  it('still adds a source later with POST .../source-urls, after the ones given at creation', async () => {
    const { body: created } = await alice.agent
      .post('/api/content-items')
      .send({ ...item(), sourceUrls: [{ url: 'https://a.site-b.test/' }] })
      .expect(201);
    await alice.agent.post(`/api/content-items/${created.id}/source-urls`).send({ url: 'https://a.site-b.test/' }).expect(409);
    const later = await alice.agent.post(`/api/content-items/${created.id}/source-urls`).send({ url: 'https://later.site-b.test/' }).expect(201);
    expect(later.body.sourceUrls.map((s: { url: string }) => s.url)).toEqual(['https://a.site-b.test/', 'https://later.site-b.test/']);
  });

  it('refuses a page the workspace already monitors with 409 naming the item, however the address is spelt', async () => {
    const { body: first } = await alice.agent
      .post('/api/content-items')
      .send({ title: 'Team', url: 'https://Site-a.test/team', contentType: 'page' })
      .expect(201);
    for (const url of ['https://site-a.test/team', 'https://SITE-A.test/team']) {
      const response = await alice.agent.post('/api/content-items').send({ title: 'Again', url, contentType: 'page' });
      expect([response.status, response.body.message]).toEqual([409, `This page is already monitored as 'Team' (item ${first.id}).`]);
    }
    // Another path, scheme or workspace is another page.
    await alice.agent.post('/api/content-items').send({ title: 'T', url: 'https://site-a.test/team/join', contentType: 'page' }).expect(201);
    await alice.agent.post('/api/content-items').send({ title: 'T', url: 'http://site-a.test/team', contentType: 'page' }).expect(201);
    const bob = await app.signUp();
    await bob.agent.post('/api/content-items').send({ title: 'T', url: 'https://site-a.test/team', contentType: 'page' }).expect(201);
  });

  it("updates the item instead when the request carries that item's externalId, and refuses a new externalId for a monitored page", async () => {
    const url = 'https://site-a.test/guide';
    const { body: first } = await alice.agent.post('/api/content-items').send({ title: 'Guide', url, contentType: 'page', externalId: 'wp-7' }).expect(201);
    const again = await alice.agent.post('/api/content-items').send({ title: 'Guide v2', url, contentType: 'page', externalId: 'wp-7' }).expect(200);
    expect([again.body.id, again.body.title]).toEqual([first.id, 'Guide v2']);
    const other = await alice.agent.post('/api/content-items').send({ title: 'Copy', url, contentType: 'page', externalId: 'wp-8' });
    expect([other.status, other.body.message]).toEqual([409, `This page is already monitored as 'Guide v2' (item ${first.id}).`]);
  });
});
