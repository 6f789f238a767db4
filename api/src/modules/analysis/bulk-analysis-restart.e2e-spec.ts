import { useBuiltServers, type ServerProcess } from '../../../test/built-servers';
import { freePort } from '../../database/embedded-postgres';

/**
 * Killing the server in the middle of a bulk refresh and starting it again finishes the remaining items, and
 * no item is analysed twice for the job. The built server runs as a child process (as `npm start` runs it) and
 * is killed with SIGKILL: no graceful shutdown, jobs left active in pg-boss. Needs `npm run build -w api`.
 */
const ITEMS = 30;

describe('a bulk refresh across a crash', () => {
  const built = useBuiltServers('freshwatch-restart-');
  let port: number;

  beforeAll(async () => {
    port = await freePort();
  });

  function start(): ServerProcess {
    const env: Record<string, string> = { ...(process.env as Record<string, string>) };
    for (const name of ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'JOB_EXPIRE_SECONDS']) delete env[name];
    Object.assign(env, {
      DATABASE_URL: built.databaseUrl,
      DATA_DIR: built.dataDir,
      PORT: String(port),
      SESSION_SECRET: 'restart-test-session-secret-0123456789',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      LOG_LEVEL: 'error',
      FETCH_ALLOW_PRIVATE: 'true',
      // A started job whose process died is handed to another worker after this long.
      JOB_EXPIRE_SECONDS: '10',
      JOB_MAINTENANCE_INTERVAL_SECONDS: '1',
    });
    return built.spawn(env);
  }

  async function waitUntil<T>(what: string, server: ServerProcess, probe: () => Promise<T | null>, timeoutMs: number): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (server.process.exitCode !== null) throw new Error(`the server exited: ${server.output()}`);
      const value = await probe().catch(() => null);
      if (value !== null) return value;
      if (Date.now() > deadline) throw new Error(`${what} did not happen in time: ${server.output()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  const api = (path: string, cookie: string, body?: unknown) =>
    fetch(`http://127.0.0.1:${port}/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const healthy = (server: ServerProcess) =>
    waitUntil('start-up', server, async () => ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok ? true : null), 30_000);
  const progress = async (jobId: string) => (await built.db.query('SELECT done, failed, total FROM analysis_jobs WHERE id = $1', [jobId])).rows[0];

  it('finishes the remaining items after a SIGKILL, analysing each exactly once', async () => {
    const first = start();
    await healthy(first);
    const signUp = await fetch(`http://127.0.0.1:${port}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'refresh@site-a.test', password: 'long-enough-pw' }),
    });
    expect(signUp.status).toBe(201);
    const cookie = signUp.headers.get('set-cookie')!.split(';')[0];
    expect((await api('/settings', cookie, { key: 'batch_size', value: '5' })).status).toBe(201);

    const ids: string[] = [];
    for (let i = 0; i < ITEMS; i++) {
      const created = await api('/content-items', cookie, { title: `Slow page ${i}`, url: `${built.site.url}/slow?ms=600&page=${i}` });
      expect(created.status).toBe(201);
      ids.push((await created.json()).id);
    }
    const started = await api('/content-items/bulk-analyze', cookie, { contentIds: ids });
    expect(started.status).toBe(202);
    const { jobId } = await started.json();

    await waitUntil('a third of the job', first, async () => ((await progress(jobId))?.done >= ITEMS / 3 ? true : null), 30_000);
    first.process.kill('SIGKILL');
    await first.exited;
    const atKill = await progress(jobId);
    expect(atKill.done).toBeLessThan(ITEMS);
    // Jobs the dead process had started stay 'active' in pg-boss: the next process hands them back when it starts
    // (its lock sweep finds their holder gone), or their expiry does; those are what resume.
    const { rows: states } = await built.db.query(`SELECT state, count(*)::int AS n FROM pgboss.job WHERE name = 'analyse-content' GROUP BY state`);
    const orphaned = states.find((s: { state: string }) => s.state === 'active')?.n ?? 0;
    expect(orphaned).toBeGreaterThan(0);

    const second = start();
    await healthy(second);
    const finished = await waitUntil(
      'completion after the restart',
      second,
      async () => {
        const response = await api(`/analysis-jobs/${jobId}`, cookie);
        const body = await response.json();
        return body.status === 'completed' ? body : null;
      },
      60_000,
    );
    expect(finished).toMatchObject({ jobId, total: ITEMS, done: ITEMS, failed: 0, status: 'completed' });

    const { rows } = await built.db.query(
      `SELECT data->>'contentId' AS id, count(*)::int AS n FROM events
        WHERE type IN ('ContentAnalyzed', 'ContentAnalysisFailed') AND data->>'jobId' = $1 GROUP BY 1`,
      [jobId],
    );
    expect(rows).toHaveLength(ITEMS);
    expect(rows.every((r: { n: number }) => r.n === 1)).toBe(true);
    expect(new Set(rows.map((r: { id: string }) => r.id))).toEqual(new Set(ids));
  }, 120_000);
});
