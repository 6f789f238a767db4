import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Pool } from 'pg';
import { testPool } from '../../../test/database';
import { KurrentDbTestServer } from '../../../test/kurrentdb-test-server';
import { startTestApp, TestApp } from '../../../test/test-app';
import { projectionTables } from '../projections/projection';
import { KurrentDbEventStore } from './kurrentdb-event-store';
import { migrateEventsToKurrentDb } from './migrate-events';

/**
 * `npm run migrate-events -- --to kurrentdb` on an instance that ran on PostgreSQL: interrupted, it resumes;
 * run again, it copies nothing twice; then the app starts on KurrentDB with the same read models and goes on.
 */
describe('moving the event log from PostgreSQL to KurrentDB', () => {
  let server: KurrentDbTestServer;
  let app: TestApp;
  let pool: Pool;

  const snapshot = async (running: TestApp) => {
    const result: Record<string, unknown[]> = {};
    for (const table of projectionTables(running.running.dataSource, running.running.projections)) {
      result[table] = await running.running.dataSource.query(`SELECT * FROM "${table}" ORDER BY 1`);
    }
    return result;
  };

  beforeAll(async () => {
    server = await new KurrentDbTestServer().start();
    app = await startTestApp();
    pool = testPool({ connectionString: app.databaseUrl, max: 4 });
  });
  afterAll(async () => {
    await pool?.end();
    await app?.close();
    await server?.stop();
  });

  it('copies the log once, resuming after an interruption, and the app goes on on KurrentDB', async () => {
    const { agent } = await app.signUp();
    await app.signUp();
    for (let i = 0; i < 4; i++) {
      const { body: task } = await agent
        .post('/api/tasks')
        .send({ title: `Task ${i}` })
        .expect(201);
      await agent
        .patch(`/api/tasks/${task.id}`)
        .send({ title: `Task ${i} done`, status: 'completed', completedAt: new Date().toISOString() })
        .expect(200);
    }
    const { body: imported } = await agent
      .post('/api/content-items/import')
      .send({ urls: ['site-a.test/a', 'site-a.test/b', 'site-a.test/c'] })
      .expect(200);
    // The import analyses its pages at once (they cannot be fetched: three failures); the log is whole once it is done.
    for (const deadline = Date.now() + 15_000; ;) {
      if ((await agent.get(`/api/analysis-jobs/${imported.analysisJobId}`).expect(200)).body.status === 'completed') break;
      if (Date.now() > deadline) throw new Error('the analysis of the imported pages did not complete');
      await new Promise((r) => setTimeout(r, 100));
    }
    await agent.post('/api/settings').send({ key: 'batch_size', value: '12' }).expect(201);
    const before = await snapshot(app);
    await app.stop();
    const count = async () => Number((await pool.query('SELECT count(*) AS n FROM events')).rows[0].n);
    const total = await count();
    expect(total).toBeGreaterThan(15);

    const target = new KurrentDbEventStore(server.connectionString);
    try {
      // Interrupted: the server goes away after a few appends.
      server.failAppendsAfter(3);
      await expect(migrateEventsToKurrentDb(pool, app.databaseUrl, target)).rejects.toThrow();
      const partial = server.events().length;
      expect(partial).toBeGreaterThan(0);
      expect(partial).toBeLessThan(total);
      // Nothing recorded as moved: PostgreSQL still takes events.
      expect((await pool.query('SELECT count(*)::int AS n FROM event_store_location')).rows[0].n).toBe(0);

      server.failAppendsAfter(null);
      const resumed = await migrateEventsToKurrentDb(pool, app.databaseUrl, target);
      expect(resumed).toMatchObject({ copied: total - partial, verified: total, moved: true });

      const again = await migrateEventsToKurrentDb(pool, app.databaseUrl, target);
      expect(again).toMatchObject({ copied: 0, verified: total, moved: false });
    } finally {
      await target.close();
    }

    // Each stream's events exactly once, revisions 0..n-1, as in PostgreSQL.
    const copied = server.events();
    expect(copied).toHaveLength(total);
    const { rows } = await pool.query<{ stream_id: string; version: number; type: string }>('SELECT stream_id, version, type FROM events ORDER BY position');
    expect(copied.map((e) => [e.stream, Number(e.revision) + 1, e.type])).toEqual(rows.map((r) => [r.stream_id, r.version, r.type]));

    // PostgreSQL refuses new events now, and the server will not start on it.
    await expect(pool.query(`INSERT INTO events (stream_id, version, type, data, metadata, hash) VALUES ('late', 1, 'Late', '{}', '{}', 'x')`)).rejects.toThrow(
      'moved to KurrentDB',
    );
    await expect(startTestApp({ databaseUrl: app.databaseUrl })).rejects.toThrow('set EVENTSTORE_URL');

    // On KurrentDB: the same read models (the checkpoints moved with the events, nothing is applied twice), and on.
    const moved = await startTestApp({ databaseUrl: app.databaseUrl, env: { EVENTSTORE_URL: server.connectionString } });
    try {
      expect(await snapshot(moved)).toEqual(before);
      const { agent: next } = await moved.signUp();
      const { body: task } = await next.post('/api/tasks').send({ title: 'On KurrentDB' }).expect(201);
      expect((await next.get('/api/tasks').expect(200)).body.map((t: { id: string }) => t.id)).toEqual([task.id]);
    } finally {
      await moved.stop();
    }
  });

  it('runs as `npm run migrate-events -- --to kurrentdb` (the built command; npm test builds it first)', async () => {
    const run = (args: string[], env: Record<string, string>) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, [join(__dirname, '../../../dist/migrate-events.js'), ...args], {
          env: { PATH: process.env.PATH ?? '', DATA_DIR: '/nonexistent-data-dir', ...env },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (d) => (output += d));
        child.stderr.on('data', (d) => (output += d));
        child.on('exit', (code) => resolve({ code, output }));
      });
    const other = await startTestApp();
    const fresh = await new KurrentDbTestServer().start();
    try {
      await other.signUp();
      await other.stop();
      const env = { DATABASE_URL: other.databaseUrl, EVENTSTORE_URL: fresh.connectionString };
      expect(await run([], env)).toMatchObject({ code: 1, output: expect.stringContaining('Usage: npm run migrate-events -- --to kurrentdb') });
      expect(await run(['--to', 'kurrentdb'], { DATABASE_URL: other.databaseUrl })).toMatchObject({
        code: 1,
        output: expect.stringContaining('EVENTSTORE_URL is not set'),
      });
      const done = await run(['--to', 'kurrentdb'], env);
      expect(done.output).toContain('Done: 1 events copied by this run, 1 in both logs');
      expect(done.code).toBe(0);
      expect(fresh.events().map((e) => e.type)).toEqual(['UserRegistered']);
    } finally {
      await fresh.stop();
      await other.close();
    }
    // Three runs of the built command, each loading the whole app's modules: seconds each on a busy machine.
  }, 180_000);

  it('refuses to start on KurrentDB while the events are still in PostgreSQL', async () => {
    const other = await startTestApp();
    await other.signUp();
    await other.stop();
    try {
      await expect(startTestApp({ databaseUrl: other.databaseUrl, env: { EVENTSTORE_URL: server.connectionString } })).rejects.toThrow('migrate-events');
    } finally {
      await other.close();
    }
  });
});
