import { KurrentDbTestServer } from '../../../test/kurrentdb-test-server';
import { SignedIn, useTestApp } from '../../../test/test-app';
import { replayDatabase } from '../../replay';
import { projectionTables } from '../projections/projection';

/**
 * The whole app with its events on KurrentDB (EVENTSTORE_URL pointing at the in-repo server that speaks its
 * gRPC protocol) and its read models in PostgreSQL: commands answer with their effects visible (read-your-writes
 * through the $all subscription), the audit chain holds, and `npm run replay` rebuilds the same read models from
 * KurrentDB.
 */
const realServer = process.env.EVENTSTORE_URL;
const targets = [
  { name: 'the gRPC test server', real: false, skip: false },
  // A real KurrentDB whenever one is given (it must be a throwaway one: the test writes its streams into it).
  { name: `the real server at EVENTSTORE_URL${realServer ? '' : ' (skipped: EVENTSTORE_URL is not set)'}`, real: true, skip: !realServer },
];

describe.each(targets)('the app on KurrentDB, $name', ({ real, skip }) => {
  let server: KurrentDbTestServer | null = null;
  let connectionString: string;
  let admin: SignedIn;
  let member: SignedIn;
  const it = skip ? global.it.skip : global.it;

  beforeAll(async () => {
    if (skip) return;
    if (real) connectionString = realServer!;
    else {
      server = await new KurrentDbTestServer().start();
      connectionString = server.connectionString;
    }
  });
  const app = useTestApp(() => ({ env: { EVENTSTORE_URL: connectionString } }));
  beforeAll(async () => {
    admin = await app.signUp(); // the first user administers the installation
    member = await app.signUp();
  });
  afterAll(async () => {
    await server?.stop();
  });

  const snapshot = async () => {
    const result: Record<string, unknown[]> = {};
    for (const table of projectionTables(app.running.dataSource, app.running.projections)) {
      result[table] = await app.running.dataSource.query(`SELECT * FROM "${table}" ORDER BY 1`);
    }
    return result;
  };

  it('keeps the events in KurrentDB, and each reply already shows its effect', async () => {
    const { agent } = member;
    const { body: task } = await agent.post('/api/tasks').send({ title: 'Check the docs', priority: 'high' }).expect(201);
    await agent.patch(`/api/tasks/${task.id}`).send({ title: 'Checked the docs', status: 'completed', completedAt: new Date().toISOString() }).expect(200);
    expect((await agent.get('/api/tasks').expect(200)).body).toEqual([
      expect.objectContaining({ id: task.id, title: 'Checked the docs', status: 'completed' }),
    ]);

    const { body: item } = await agent.post('/api/content-items').send({ title: 'Pricing', url: 'https://site-a.test/pricing' }).expect(201);
    // An import appends to many streams in one commit (KurrentDB's multi-stream append).
    const { body: imported } = await agent
      .post('/api/content-items/import')
      .send({ urls: ['site-a.test/a', 'site-a.test/b', 'site-a.test/pricing'] })
      .expect(200);
    expect(imported).toMatchObject({ created: 2, duplicates: 1 });
    // The import analyses its 2 new pages at once (they cannot be fetched: two failures): wait until that is done.
    for (const deadline = Date.now() + 15_000; ;) {
      if ((await agent.get(`/api/analysis-jobs/${imported.analysisJobId}`).expect(200)).body.status === 'completed') break;
      if (Date.now() > deadline) throw new Error('the analysis of the imported pages did not complete');
      await new Promise((r) => setTimeout(r, 100));
    }
    const listed = (await agent.get('/api/content-items').expect(200)).body as { id: string; url: string }[];
    expect(listed.map((i) => i.url).sort()).toEqual(['https://site-a.test/a', 'https://site-a.test/b', 'https://site-a.test/pricing']);
    await agent.patch(`/api/content-items/${item.id}`).send({ title: 'Pricing page' }).expect(200);
    expect((await agent.get(`/api/content-items/${item.id}`).expect(200)).body.title).toBe('Pricing page');
    // Another workspace's item stays invisible, as on Postgres.
    await admin.agent.get(`/api/content-items/${item.id}`).expect(404);

    const history = (await agent.get(`/api/content-items/${item.id}/history`).expect(200)).body;
    expect(history.map((h: { type: string }) => h.type)).toEqual(['ContentItemRegistered', 'ContentItemEdited']);

    // The Postgres log is empty: the events are KurrentDB's, in their streams with its revisions (from 0).
    const [{ n }] = await app.running.dataSource.query('SELECT count(*)::int AS n FROM events');
    expect(n).toBe(0);
    await app.anonymous().get('/api/health').expect(200);
    if (!server) return;
    const events = server.events();
    expect(events.filter((e) => e.stream === `content-${item.id}`).map((e) => [e.revision, e.type])).toEqual([
      [0n, 'ContentItemRegistered'],
      [1n, 'ContentItemEdited'],
    ]);
    expect(events.filter((e) => e.stream === `task-${task.id}`).length).toBeGreaterThanOrEqual(2);
  });

  it("verifies the hash chains kept in the events' KurrentDB metadata", async () => {
    const result = (await admin.agent.get('/api/audit/verify').expect(200)).body;
    expect(result).toMatchObject({ ok: true, brokenStreams: 0, firstBroken: null });
    if (server) expect(result.events).toBe(server.events().length);
  });

  it('rebuilds the same read models from KurrentDB with npm run replay, and goes on working after it', async () => {
    const before = await snapshot();
    expect(before.tasks.length).toBeGreaterThan(0);
    await app.running.dataSource.query('UPDATE tasks SET title = $1', ['changed behind the log']);
    await replayDatabase(app.databaseUrl, connectionString);
    expect(await snapshot()).toEqual(before);

    const { body } = await member.agent.post('/api/tasks').send({ title: 'After replay' }).expect(201);
    expect((await member.agent.get('/api/tasks').expect(200)).body.map((t: { id: string }) => t.id)).toContain(body.id);
  });
});
