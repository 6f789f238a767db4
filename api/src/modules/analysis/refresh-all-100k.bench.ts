import { SignedIn, startTestApp, TestApp } from '../../../test/test-app';

/**
 * Measurement, not a test (the `.bench.ts` suffix keeps it out of `npm test`): how long Refresh All of 100,000
 * items takes to answer and to enqueue its analyses, and how big its events are. The items are read-model rows
 * only (no streams, unreachable 127.0.0.1:9 addresses): the workers that pick the jobs up skip them, and the app
 * is closed once all 100,000 are enqueued. Run (docs/benchmarks.md, 'Refresh All with 100,000 items'):
 *   cd api && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres flock /tmp/heavy.lock \
 *     npx jest --testRegex 'bench\.ts$' src/modules/analysis/refresh-all-100k.bench.ts
 */
describe('Refresh All of 100,000 items', () => {
  let app: TestApp;
  let who: SignedIn;
  beforeAll(async () => {
    app = await startTestApp({ env: {} });
    who = await app.signUp();
  });
  afterAll(async () => app.close());

  it('answers, records and enqueues', async () => {
    await app.running.dataSource.query(
      `INSERT INTO content_items (id, workspace_id, title, url, content_type, status, health_score, created_at, source_urls, updated_at, document)
       SELECT gen_random_uuid(), $1, 'Item ' || g, 'http://127.0.0.1:9/' || g, 'page', 'fresh', 0, now() - (g || ' seconds')::interval, '[]'::jsonb, now(), '{}'
         FROM generate_series(1, 100000) g`,
      [who.user.workspaceId],
    );
    const started = process.hrtime.bigint();
    const response = await who.agent.post('/api/content-items/bulk-analyze').send({ all: true });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const events = await app.running.dataSource.query(`SELECT type, octet_length(data::text) AS bytes FROM events WHERE stream_id = $1 ORDER BY version`, [`analysis-job-${response.body.jobId}`]);
    const deadline = Date.now() + 60_000;
    let jobs = 0;
    while (Date.now() < deadline) {
      [{ n: jobs }] = await app.running.dataSource.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE data->>'jobId' = $1`, [response.body.jobId]);
      if (jobs >= 100_000) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const enqueuedMs = Number(process.hrtime.bigint() - started) / 1e6;
    console.log(JSON.stringify({ status: response.status, body: response.body, ms, events: events.length, maxBytes: Math.max(...events.map((e: { bytes: number }) => e.bytes)), jobs, enqueuedMs }));
  }, 120_000);
});
