import { useTestApp } from '../../../test/test-app';

describe('concurrent writers of one item', () => {
  const app = useTestApp();

  it('serves 50 concurrent edits of one item, each applied once, and refuses only an edit made on a stale version', async () => {
    const { agent } = await app.signUp();
    const { body: item } = await agent.post('/api/content-items').send({ title: 'Home', url: 'https://site-a.test/' }).expect(201);

    const edits = await Promise.all(Array.from({ length: 50 }, (_, i) => agent.patch(`/api/content-items/${item.id}`).send({ title: `Title ${i}` })));
    expect(edits.map((r) => r.status)).toEqual(Array(50).fill(200));
    const edited = await app.running.dataSource.query(`SELECT data FROM events WHERE stream_id = $1 AND type = 'ContentItemEdited'`, [`content-${item.id}`]);
    expect(edited).toHaveLength(50);
    // Each reply carries the item's version after its own edit: 50 different ones.
    const versions = edits.map((r) => r.headers.etag);
    expect(new Set(versions).size).toBe(50);

    const latest = (await agent.patch(`/api/content-items/${item.id}`).send({ title: 'Latest' }).expect(200)).headers.etag;
    // A sender that saw an older version is refused: that is a real conflict, and nothing is written.
    const stale = await agent.patch(`/api/content-items/${item.id}`).set('If-Match', versions[0]).send({ title: 'Overwrites unseen changes' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This was changed since you loaded it. Reload it to see the changes, then try again.');
    expect((await agent.get(`/api/content-items/${item.id}`).expect(200)).body.title).toBe('Latest');
    // The current version goes through, and answers the next one.
    const current = await agent.patch(`/api/content-items/${item.id}`).set('If-Match', latest).send({ title: 'Seen everything' }).expect(200);
    expect(current.headers.etag).not.toBe(latest);
    expect(current.body.title).toBe('Seen everything');

    // A reader's ETag works as a writer's does: the first edit on it goes through, the second finds it stale.
    const read = (await agent.get(`/api/content-items/${item.id}`).expect(200)).headers.etag;
    expect(read).toBe(current.headers.etag);
    await agent.patch(`/api/content-items/${item.id}`).set('If-Match', read).send({ title: 'First on what I read' }).expect(200);
    await agent.patch(`/api/content-items/${item.id}`).set('If-Match', read).send({ title: 'Second on what I read' }).expect(409);

    const malformed = await agent.patch(`/api/content-items/${item.id}`).set('If-Match', 'W/"abc"').send({ title: 'x' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('If-Match must be an ETag this API sent, such as "12".');
  });
});
