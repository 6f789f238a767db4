import { SignedIn, useTestApp } from '../../../test/test-app';

/**
 * What the WordPress plugin relies on: registering a post under its externalId once per workspace, pulling
 * many items' health in one request, and the visitor-triggered rule (many concurrent visits, one check).
 */
describe('content items for the WordPress plugin', () => {
  let alice: SignedIn;
  let bob: SignedIn;

  // The pages are on loopback and private addresses are not fetched here: a queued analysis fails at once,
  // without leaving the machine; the test counts what is queued, not what the analyses find.
  const app = useTestApp();
  beforeAll(async () => {
    alice = await app.signUp();
    bob = await app.signUp();
  });

  const post = (externalId: string, extra: Record<string, unknown> = {}) => ({
    title: 'Hello world',
    // Each post its own page, as on a real blog: a second item for a monitored page is refused (409).
    url: `http://127.0.0.1:9/${encodeURIComponent(String(externalId))}/`,
    contentType: 'blog_post',
    content: 'The first post.',
    externalId,
    ...extra,
  });
  const registrations = async (externalId: string) =>
    (
      await app.running.dataSource.query(`SELECT count(*)::int AS n FROM events WHERE type = 'ContentItemRegistered' AND data->>'externalId' = $1`, [
        externalId,
      ])
    )[0].n;

  describe('POST /api/content-items with an externalId', () => {
    it('creates the item once (201), then answers the same item updated (200)', async () => {
      const first = await alice.agent.post('/api/content-items').send(post('https://blog.site-a.test#1')).expect(201);
      const again = await alice.agent
        .post('/api/content-items')
        .send(post('https://blog.site-a.test#1', { title: 'Hello again', sourceUrls: [{ url: 'http://127.0.0.1:9/report', description: 'The figures' }] }))
        .expect(200);
      expect(again.body.id).toBe(first.body.id);
      expect(again.body.title).toBe('Hello again');
      expect(again.body.content).toBe('The first post.');
      expect(again.body.sourceUrls.map((s: { url: string; description: string }) => [s.url, s.description])).toEqual([
        ['http://127.0.0.1:9/report', 'The figures'],
      ]);
      // Sending the same again changes nothing and adds no second source.
      const same = await alice.agent
        .post('/api/content-items')
        .send(post('https://blog.site-a.test#1', { title: 'Hello again', sourceUrls: [{ url: 'http://127.0.0.1:9/report' }] }))
        .expect(200);
      expect(same.body.sourceUrls).toHaveLength(1);
      const listed = (await alice.agent.get('/api/content-items').expect(200)).body.filter((i: { id: string }) => i.id === first.body.id);
      expect(listed).toHaveLength(1);
    });

    it('creates exactly one item when many requests race on a new externalId', async () => {
      const externalId = 'https://blog.site-a.test#race';
      const replies = await Promise.all(Array.from({ length: 8 }, () => alice.agent.post('/api/content-items').send(post(externalId))));
      expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(replies.map((r) => r.body.id)).size).toBe(1);
      expect(await registrations(externalId)).toBe(1);
    });

    it('keeps externalIds per workspace: the same name in another workspace is another item', async () => {
      const externalId = 'https://shared.site-a.test#7';
      const mine = (await alice.agent.post('/api/content-items').send(post(externalId)).expect(201)).body;
      const theirs = (await bob.agent.post('/api/content-items').send(post(externalId)).expect(201)).body;
      expect(theirs.id).not.toBe(mine.id);
    });

    it('frees the name when its item is deleted: registering again creates a new item', async () => {
      const externalId = 'https://blog.site-a.test#trashed';
      const old = (await alice.agent.post('/api/content-items').send(post(externalId)).expect(201)).body;
      await alice.agent.delete(`/api/content-items/${old.id}`).expect(204);
      const renewed = (await alice.agent.post('/api/content-items').send(post(externalId)).expect(201)).body;
      expect(renewed.id).not.toBe(old.id);
    });

    it('refuses a malformed externalId with a message naming the field', async () => {
      for (const externalId of ['', '   ', 42, 'x'.repeat(2101)]) {
        const reply = await alice.agent
          .post('/api/content-items')
          .send(post(externalId as string))
          .expect(400);
        expect(JSON.stringify(reply.body.message)).toContain('externalId');
      }
    });
  });

  describe('GET /api/content-items?ids=&updatedSince=', () => {
    it("answers only the items named, leaving out unknown and other workspaces' ids", async () => {
      const a = (await alice.agent.post('/api/content-items').send(post('ids#a')).expect(201)).body;
      const b = (await alice.agent.post('/api/content-items').send(post('ids#b')).expect(201)).body;
      await alice.agent.post('/api/content-items').send(post('ids#c')).expect(201);
      const bobs = (await bob.agent.post('/api/content-items').send(post('ids#a')).expect(201)).body;
      const missing = '00000000-0000-4000-8000-000000000000';
      const reply = await alice.agent.get(`/api/content-items?ids=${a.id},${b.id.toUpperCase()},${bobs.id},${missing}`).expect(200);
      expect(reply.body.map((i: { id: string }) => i.id).sort()).toEqual([a.id, b.id].sort());
      expect((await alice.agent.get('/api/content-items?ids=').expect(200)).body).toEqual([]);
    });

    it('answers only the items changed after updatedSince', async () => {
      const before = (await alice.agent.post('/api/content-items').send(post('since#old')).expect(201)).body;
      const [{ now }] = await app.running.dataSource.query(`SELECT max((metadata->>'occurredAt')::timestamptz) AS now FROM events`);
      const changed = (await alice.agent.post('/api/content-items').send(post('since#new')).expect(201)).body;
      const reply = await alice.agent.get(`/api/content-items?updatedSince=${encodeURIComponent(new Date(now).toISOString())}`).expect(200);
      const ids = reply.body.map((i: { id: string }) => i.id);
      expect(ids).toContain(changed.id);
      expect(ids).not.toContain(before.id);
    });

    it('refuses malformed filters with a message naming the parameter', async () => {
      expect((await alice.agent.get('/api/content-items?ids=not-an-id').expect(400)).body.message).toMatch(/^ids /);
      const tooMany = Array.from({ length: 201 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`).join(',');
      expect((await alice.agent.get(`/api/content-items?ids=${tooMany}`).expect(400)).body.message).toMatch(/^ids /);
      expect((await alice.agent.get('/api/content-items?ids=a&ids=b').expect(400)).body.message).toMatch(/^ids /);
      expect((await alice.agent.get('/api/content-items?updatedSince=yesterday').expect(400)).body.message).toMatch(/^updatedSince /);
    });
  });

  describe('POST /api/content-items/{id}/visit', () => {
    const visitorTriggered = { type: 'visitor_triggered', minTimeBetweenChecks: 60 };
    const queuedChecks = async (contentId: string) =>
      (
        await app.running.dataSource.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'analyse-content' AND data->>'contentId' = $1`, [contentId])
      )[0].n;
    async function eventually(what: string, check: () => Promise<boolean>): Promise<void> {
      for (const deadline = Date.now() + 15_000; !(await check());) {
        if (Date.now() > deadline) throw new Error(`${what} did not happen`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }

    it('queues exactly one check for many concurrent visits, then answers when the next may be queued', async () => {
      const item = (
        await alice.agent
          .post('/api/content-items')
          .send(post('visit#1', { checkSchedule: visitorTriggered }))
          .expect(201)
      ).body;
      const replies = await Promise.all(Array.from({ length: 10 }, () => alice.agent.post(`/api/content-items/${item.id}/visit`)));
      const accepted = replies.filter((r) => r.status === 202);
      expect(accepted).toHaveLength(1);
      expect(accepted[0].body).toEqual({ queued: true });
      const refused = replies.filter((r) => r.status === 200);
      expect(refused).toHaveLength(9);
      const [{ requestedAt }] = (
        await app.running.dataSource.query(`SELECT data FROM events WHERE type = 'VisitorCheckRequested' AND data->>'contentId' = $1`, [item.id])
      ).map((r: { data: { requestedAt: string } }) => r.data);
      for (const reply of refused) {
        expect(reply.body).toEqual({ queued: false, nextCheckAfter: new Date(Date.parse(requestedAt) + 60 * 60_000).toISOString() });
      }
      await eventually('the check to be queued', async () => (await queuedChecks(item.id)) === 1);
      // A later visit within the window queues nothing more.
      await alice.agent.post(`/api/content-items/${item.id}/visit`).expect(200);
      expect(await queuedChecks(item.id)).toBe(1);
    });

    it("refuses items that are not visitor-triggered (409), missing or not the caller's (404)", async () => {
      const manual = (await alice.agent.post('/api/content-items').send(post('visit#manual')).expect(201)).body;
      expect((await alice.agent.post(`/api/content-items/${manual.id}/visit`).expect(409)).body.message).toMatch(/checkSchedule/);
      const item = (
        await alice.agent
          .post('/api/content-items')
          .send(post('visit#2', { checkSchedule: visitorTriggered }))
          .expect(201)
      ).body;
      await bob.agent.post(`/api/content-items/${item.id}/visit`).expect(404);
      await alice.agent.post('/api/content-items/00000000-0000-4000-8000-000000000000/visit').expect(404);
      await alice.agent.post('/api/content-items/nope/visit').expect(404);
      await app.anonymous().post(`/api/content-items/${item.id}/visit`).expect(401);
    });
  });
});
