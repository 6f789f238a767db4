import { useTestApp } from '../../../test/test-app';

describe('API keys over HTTP', () => {
  const app = useTestApp();

  const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

  it('creates a key shown once, lists it without the secret, and stores only its hash', async () => {
    const { agent, user } = await app.signUp();
    const created = await agent.post('/api/api-keys').send({ name: 'Shop site' });
    expect(created.status).toBe(201);
    const { id, key, prefix, name, createdAt } = created.body;
    expect(key).toMatch(/^fw_[A-Za-z0-9_-]{43,}$/);
    expect(prefix).toBe(key.slice(3, 11));
    expect(name).toBe('Shop site');
    expect(new Date(createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const { body: list } = await agent.get('/api/api-keys').expect(200);
    expect(list).toEqual([{ id, name: 'Shop site', prefix, createdAt, lastUsedAt: null, revokedAt: null }]);
    expect(JSON.stringify(list)).not.toContain(key.slice(11));

    const db = app.running.dataSource;
    const [{ leaked }] = await db.query(`SELECT count(*)::int AS leaked FROM events WHERE data::text LIKE $1 OR metadata::text LIKE $1`, [
      `%${key.slice(11)}%`,
    ]);
    expect(leaked).toBe(0);
    const events = await db.query(`SELECT type, data FROM events WHERE stream_id = $1`, [`api-key-${id}`]);
    expect(events).toEqual([{ type: 'ApiKeyIssued', data: { keyId: id, userId: user.id, name: 'Shop site', prefix } }]);
    const [secret] = await db.query(`SELECT hash FROM api_key_secrets WHERE id = $1`, [id]);
    expect(secret.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(secret.hash).not.toContain(key);
  });

  it('names a key "WordPress plugin" when no name is given', async () => {
    const { agent } = await app.signUp();
    expect((await agent.post('/api/api-keys').send({}).expect(201)).body.name).toBe('WordPress plugin');
  });

  it('authenticates API calls as the key owner, records the key as the actor, and stops working once revoked', async () => {
    const { agent, user } = await app.signUp();
    await agent.post('/api/content-items').send({ title: 'Home', url: 'https://site-a.test/' }).expect(201);
    const { body: issued } = await agent.post('/api/api-keys').send({ name: 'Plugin' }).expect(201);

    const plugin = app.anonymous();
    const { body: items } = await plugin.get('/api/content-items').set(bearer(issued.key)).expect(200);
    expect(items.map((i: { title: string }) => i.title)).toEqual(['Home']);
    expect((await plugin.get('/api/auth/user').set(bearer(issued.key)).expect(200)).body.id).toBe(user.id);

    const { body: task } = await plugin.post('/api/tasks').set(bearer(issued.key)).send({ title: 'From WordPress' }).expect(201);
    const [event] = await app.running.dataSource.query(`SELECT metadata FROM events WHERE stream_id = $1`, [`task-${task.id}`]);
    expect(event.metadata).toMatchObject({ actorId: `api-key:${issued.id}`, workspaceId: user.workspaceId });

    const [listed] = (await agent.get('/api/api-keys')).body;
    expect(listed.lastUsedAt).not.toBeNull();

    await agent.delete(`/api/api-keys/${issued.id}`).expect(204);
    const refused = await plugin.get('/api/content-items').set(bearer(issued.key));
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('The API key is invalid or has been revoked.');
    const [revoked] = (await agent.get('/api/api-keys')).body;
    expect(revoked.revokedAt).not.toBeNull();
    expect(
      (await app.running.dataSource.query(`SELECT type FROM events WHERE stream_id = $1 ORDER BY version`, [`api-key-${issued.id}`])).map(
        (e: { type: string }) => e.type,
      ),
    ).toEqual(['ApiKeyIssued', 'ApiKeyRevoked']);
    // Revoking again changes nothing.
    await agent.delete(`/api/api-keys/${issued.id}`).expect(204);
  });

  it('updates lastUsedAt at most once a minute', async () => {
    const { agent } = await app.signUp();
    const { body: issued } = await agent.post('/api/api-keys').send({}).expect(201);
    await app.anonymous().get('/api/tasks').set(bearer(issued.key)).expect(200);
    const first = (await agent.get('/api/api-keys')).body[0].lastUsedAt;
    await app.anonymous().get('/api/tasks').set(bearer(issued.key)).expect(200);
    expect((await agent.get('/api/api-keys')).body[0].lastUsedAt).toBe(first);
  });

  it.each([
    ['an unknown key', 'fw_' + 'A'.repeat(43)],
    ['a malformed key', 'not-a-key'],
    ['an empty bearer', ''],
  ])('answers 401 for %s, even with a valid session cookie', async (_, key) => {
    const { agent } = await app.signUp();
    const response = await agent.get('/api/content-items').set('Authorization', `Bearer ${key}`);
    expect(response.status).toBe(401);
    await agent.get('/api/content-items').expect(200);
  });

  it('does not let another user revoke or see a key', async () => {
    const owner = await app.signUp();
    const other = await app.signUp();
    const { body: issued } = await owner.agent.post('/api/api-keys').send({}).expect(201);
    await other.agent.delete(`/api/api-keys/${issued.id}`).expect(404);
    expect((await other.agent.get('/api/api-keys')).body).toEqual([]);
    await app.anonymous().get('/api/tasks').set(bearer(issued.key)).expect(200);
    await owner.agent.delete('/api/api-keys/not-an-id').expect(404);
    await owner.agent.delete('/api/api-keys/00000000-0000-4000-8000-000000000000').expect(404);
  });

  it('scopes a key to its owner’s workspace', async () => {
    const owner = await app.signUp();
    const other = await app.signUp();
    const { body: item } = await other.agent.post('/api/content-items').send({ title: 'Theirs', url: 'https://site-b.test/' }).expect(201);
    const { body: issued } = await owner.agent.post('/api/api-keys').send({}).expect(201);
    expect((await app.anonymous().get('/api/content-items').set(bearer(issued.key))).body).toEqual([]);
    await app.anonymous().delete(`/api/content-items/${item.id}`).set(bearer(issued.key)).expect(404);
  });

  it('refuses to create or revoke keys with an API key', async () => {
    const { agent } = await app.signUp();
    const { body: issued } = await agent.post('/api/api-keys').send({}).expect(201);
    expect((await app.anonymous().post('/api/api-keys').set(bearer(issued.key)).send({})).status).toBe(403);
    expect((await app.anonymous().delete(`/api/api-keys/${issued.id}`).set(bearer(issued.key))).status).toBe(403);
  });

  it('answers 400 naming the field for a bad name, and 401 when signed out', async () => {
    const { agent } = await app.signUp();
    const long = await agent.post('/api/api-keys').send({ name: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('name');
    expect((await agent.post('/api/api-keys').send({ name: 5 })).body.message).toContain('name');
    expect((await agent.post('/api/api-keys').send({ secret: 'x' })).body.message).toContain('secret');
    await app.anonymous().get('/api/api-keys').expect(401);
    await app.anonymous().post('/api/api-keys').send({}).expect(401);
    await app.anonymous().delete('/api/api-keys/00000000-0000-4000-8000-000000000000').expect(401);
  });
});
