import { freePort } from '../src/database/embedded-postgres';
import { type ServerProcess, useBuiltServers } from './built-servers';

/**
 * More than one process: the built server (as `npm start` runs it) started as `web` and `worker`
 * processes on one database, with real ports and real signals. Needs `npm run build -w api`.
 */
const ITEMS = 300;

interface Proc extends ServerProcess {
  name: string;
  /** The HTTP port of a web process, the health port of a worker. */
  port: number;
  /** Set when the test signals it: its exit is expected. */
  signalled?: boolean;
}

describe('several web and worker processes on one database', () => {
  const built = useBuiltServers('freshwatch-processes-');
  const procs: Proc[] = [];

  async function start(name: string, role: 'web' | 'worker', extra: Record<string, string> = {}): Promise<Proc> {
    const port = await freePort();
    const env: Record<string, string> = { ...(process.env as Record<string, string>) };
    for (const variable of ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'JOB_EXPIRE_SECONDS', 'JOB_MAINTENANCE_INTERVAL_SECONDS', 'PORT', 'WORKER_HEALTH_PORT'])
      delete env[variable];
    Object.assign(env, {
      DATABASE_URL: built.databaseUrl,
      DATA_DIR: built.dataDir,
      FRESHWATCH_ROLE: role,
      [role === 'web' ? 'PORT' : 'WORKER_HEALTH_PORT']: String(port),
      SESSION_SECRET: 'processes-test-session-secret-0123456789',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      // Warnings show a worker handing back a dead worker's jobs.
      LOG_LEVEL: 'warn',
      FETCH_ALLOW_PRIVATE: 'true',
      ANONYMOUS_WRITE_LIMIT: '100000',
      ...extra,
    });
    const proc = { ...built.spawn(env), name, port };
    procs.push(proc);
    return proc;
  }

  async function waitUntil<T>(what: string, probe: () => Promise<T | null>, timeoutMs: number): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const dead = procs.find((p) => !p.signalled && p.process.exitCode !== null);
      if (dead) throw new Error(`${dead.name} exited: ${dead.output()}`);
      const value = await probe().catch(() => null);
      if (value !== null) return value;
      if (Date.now() > deadline) throw new Error(`${what} did not happen in time:\n${procs.map((p) => `--- ${p.name}\n${p.output()}`).join('\n')}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  const signal = (proc: Proc, name: NodeJS.Signals) => {
    proc.signalled = true;
    proc.process.kill(name);
  };
  const healthy = (proc: Proc) =>
    waitUntil(
      `${proc.name} starting`,
      async () => ((await fetch(`http://127.0.0.1:${proc.port}${proc.name.startsWith('web') ? '/api/health' : '/health'}`)).ok ? true : null),
      60_000,
    );
  const call = async (web: Proc, cookie: string, path: string, body?: unknown) => {
    const response = await fetch(`http://127.0.0.1:${web.port}/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${web.name} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const progress = async (jobId: string) => (await built.db.query('SELECT done, failed FROM analysis_jobs WHERE id = $1', [jobId])).rows[0] ?? null;
  /** The lock key a worker process holds for its jobs, found by the OS process id in its session's name. */
  const holderOf = async (worker: Proc) =>
    (
      await built.db.query(
        `SELECT k.objid::text::bigint AS holder FROM pg_locks k JOIN pg_stat_activity a ON a.pid = k.pid
          WHERE k.locktype = 'advisory' AND a.application_name = $1`,
        [`freshwatch-worker:${worker.process.pid}`],
      )
    ).rows[0]?.holder ?? null;

  it('analyses every item of a 300-page import exactly once although a worker is killed half-way, and both web processes answer alike', async () => {
    // The first web process migrates the database; the others start together on it.
    const web1 = await start('web1', 'web');
    await healthy(web1);
    const [web2, workerA, workerB] = await Promise.all([start('web2', 'web'), start('workerA', 'worker'), start('workerB', 'worker')]);
    await Promise.all([healthy(web2), healthy(workerA), healthy(workerB)]);
    // No HTTP API in a worker: its port is the health port.
    expect((await fetch(`http://127.0.0.1:${workerA.port}/api/health`)).status).toBe(404);

    const signUp = await fetch(`http://127.0.0.1:${web1.port}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'processes@site-a.test', password: 'long-enough-pw' }),
    });
    expect(signUp.status).toBe(201);
    // Sessions live in PostgreSQL: the same cookie works on either web process.
    const cookie = signUp.headers.get('set-cookie')!.split(';')[0];
    await call(web2, cookie, '/settings', { key: 'batch_size', value: '10' });
    // Slow pages keep jobs running long enough for the kill to catch some of them in a worker's hands.
    const urls = Array.from({ length: ITEMS }, (_, i) => `${built.site.url}/slow?ms=300&page=${i}`);
    const imported = await call(web1, cookie, '/content-items/import', { urls });
    const ids: string[] = imported.results.filter((r: { status: string }) => r.status === 'created').map((r: { id: string }) => r.id);
    expect(ids).toHaveLength(ITEMS);

    // The server analyses imported pages itself: the import's own job is the run to follow.
    const jobId: string = imported.analysisJobId;
    expect(jobId).toEqual(expect.any(String));
    const holderA = await holderOf(workerA);
    expect(holderA).not.toBeNull();
    await waitUntil(
      'half of the refresh done while worker A holds jobs',
      async () => {
        const done = (await progress(jobId))?.done ?? 0;
        if (done < ITEMS / 2) return null;
        const [{ held }] = (await built.db.query('SELECT count(*)::int AS held FROM job_leases WHERE holder = $1', [holderA])).rows;
        return held > 0 ? true : null;
      },
      120_000,
    );
    signal(workerA, 'SIGKILL');
    await workerA.exited;
    expect((await progress(jobId)).done).toBeLessThan(ITEMS);

    // The analyses' expiry (minutes) is not what brings A's jobs back: worker B sees A's lock gone and hands
    // them back at once. The bound is the issue's two minutes.
    const finished = await waitUntil(
      'the refresh completing on worker B',
      async () => {
        const job = await call(web1, cookie, `/analysis-jobs/${jobId}`);
        return job.status === 'completed' ? job : null;
      },
      120_000,
    );
    expect(finished).toMatchObject({ total: ITEMS, done: ITEMS, failed: 0 });
    expect(workerB.output()).toMatch(/Handed \d+ job\(s\) of a stopped worker back to the queue/);

    const { rows } = await built.db.query(
      `SELECT data->>'contentId' AS id, count(*)::int AS n FROM events
        WHERE type IN ('ContentAnalyzed', 'ContentAnalysisFailed') AND data->>'jobId' = $1 GROUP BY 1`,
      [jobId],
    );
    expect(rows).toHaveLength(ITEMS);
    expect(rows.filter((r: { n: number }) => r.n !== 1)).toEqual([]);
    expect(new Set(rows.map((r: { id: string }) => r.id))).toEqual(new Set(ids));

    // Both web processes ran the projections over the same log at once; each event counted once.
    for (const path of ['/content-items', `/analysis-jobs/${jobId}`, '/usage', '/analytics/content-stats']) {
      expect(await call(web2, cookie, path)).toEqual(await call(web1, cookie, path));
    }
    expect((await call(web1, cookie, '/usage')).analysesRun).toBe(ITEMS);
    expect((await call(web2, cookie, '/content-items')).filter((item: { lastAnalyzed: string | null }) => item.lastAnalyzed).length).toBe(ITEMS);

    // SIGTERM: each process stops taking work and exits 0.
    for (const proc of [web1, web2, workerB]) signal(proc, 'SIGTERM');
    expect(await Promise.all([web1.exited, web2.exited, workerB.exited])).toEqual([0, 0, 0]);
  }, 270_000);

  it('on SIGTERM a worker hands back the jobs still running after JOB_SHUTDOWN_SECONDS and exits 0; another worker finishes them, once each', async () => {
    const web = await start('web3', 'web');
    await healthy(web);
    const signUp = await fetch(`http://127.0.0.1:${web.port}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'shutdown@site-a.test', password: 'long-enough-pw' }),
    });
    expect(signUp.status).toBe(201);
    const cookie = signUp.headers.get('set-cookie')!.split(';')[0];
    await call(web, cookie, '/settings', { key: 'batch_size', value: '2' });
    const urls = Array.from({ length: 6 }, (_, i) => `${built.site.url}/slow?ms=4000&shutdown=${i}`);
    const imported = await call(web, cookie, '/content-items/import', { urls });
    const ids: string[] = imported.results.map((r: { id: string }) => r.id);
    // The import's own analysis waits in the queue for the first worker.
    const jobId: string = imported.analysisJobId;

    const workerC = await start('workerC', 'worker', { JOB_SHUTDOWN_SECONDS: '1' });
    await healthy(workerC);
    const holderC = await holderOf(workerC);
    await waitUntil(
      'worker C holding jobs',
      async () => ((await built.db.query('SELECT 1 FROM job_leases WHERE holder = $1', [holderC])).rowCount ? true : null),
      60_000,
    );
    signal(workerC, 'SIGTERM');
    expect(await workerC.exited).toBe(0);
    // Pages that take 4 s each, 2 at a time, were not all done within the 1 s bound: pg-boss failed them back.
    const { rows: active } = await built.db.query(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'analyse-content' AND data->>'jobId' = $1 AND state = 'active'`,
      [jobId],
    );
    expect(active[0].n).toBe(0);
    expect((await progress(jobId)).done).toBeLessThan(ids.length);

    const workerD = await start('workerD', 'worker');
    await healthy(workerD);
    await waitUntil(
      'worker D finishing the refresh',
      async () => ((await call(web, cookie, `/analysis-jobs/${jobId}`)).status === 'completed' ? true : null),
      120_000,
    );
    const { rows } = await built.db.query(
      `SELECT count(*)::int AS n FROM events WHERE type IN ('ContentAnalyzed', 'ContentAnalysisFailed') AND data->>'jobId' = $1 GROUP BY data->>'contentId'`,
      [jobId],
    );
    expect(rows.map((r: { n: number }) => r.n)).toEqual(ids.map(() => 1));
    for (const proc of [web, workerD]) signal(proc, 'SIGTERM');
    expect(await Promise.all([web.exited, workerD.exited])).toEqual([0, 0]);
  }, 240_000);
});
