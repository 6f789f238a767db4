import { Client, Pool } from 'pg';
import { testPool } from '../../../test/database';
import { useTestApp } from '../../../test/test-app';
import { JOB_QUEUE, JobQueue } from './job-queue';
import { WorkerLeases } from './worker-leases';

/**
 * A worker's running jobs go back to the queue as soon as its database session is gone, and not before. The
 * other worker is played by a plain connection holding a worker's lock, its jobs taken from a queue no handler
 * works, so that nothing but the sweep moves them. The app runs as `web`, which sweeps nothing by itself: only the
 * test's sweeps run, and their counts are exact.
 */
describe('worker leases', () => {
  const QUEUE = 'worker-leases-test';
  let boss: JobQueue;
  let pool: Pool;
  let leases: WorkerLeases;

  const app = useTestApp({ env: { FRESHWATCH_ROLE: 'web' } });
  beforeAll(async () => {
    boss = app.running.app.get(JOB_QUEUE);
    pool = testPool({ connectionString: app.databaseUrl });
    // Not started: no lock of its own and no timer, only sweep().
    leases = new WorkerLeases(pool, app.databaseUrl, boss, () => undefined);
  });
  afterAll(async () => {
    await pool.end();
  });

  const state = async (id: string) => (await app.running.dataSource.query('SELECT state FROM pgboss.job WHERE id = $1', [id]))[0].state;

  /**
   * Another worker: its own session with a worker's lock, one job taken from a queue of its own (so that no
   * other case's job is taken) and leased under that lock.
   */
  async function otherWorkerTakesAJob(holder: number): Promise<{ session: Client; queue: string; jobId: string }> {
    const queue = `${QUEUE}-${holder}`;
    await boss.createQueue(queue, { name: queue, retryLimit: 2 });
    const session = new Client({ connectionString: app.databaseUrl });
    await session.connect();
    await session.query('SELECT pg_advisory_lock($1, $2)', [0x4657, holder]);
    await boss.send(queue, { n: holder });
    const [job] = await boss.fetch(queue);
    await session.query('INSERT INTO job_leases (job_id, queue, holder) VALUES ($1, $2, $3)', [job.id, queue, holder]);
    return { session, queue, jobId: job.id };
  }

  it("leaves a living worker's jobs alone and hands a dead worker's back to the queue, once", async () => {
    const living = await otherWorkerTakesAJob(1001);
    const dying = await otherWorkerTakesAJob(1002);
    expect(await leases.sweep()).toBe(0);
    expect(await state(dying.jobId)).toBe('active');

    await dying.session.end();
    expect(await leases.sweep()).toBe(1);
    expect(await state(dying.jobId)).toBe('retry');
    expect(await state(living.jobId)).toBe('active');
    // The lease went with it: a second sweep (another worker's) finds nothing to hand back.
    expect(await leases.sweep()).toBe(0);
    const [{ n }] = await app.running.dataSource.query('SELECT count(*)::int AS n FROM job_leases WHERE holder = 1002');
    expect(n).toBe(0);
    await boss.complete(living.queue, living.jobId);
    await living.session.end();
  });

  it('does not fail a job again that finished before its dead worker was noticed', async () => {
    const dead = await otherWorkerTakesAJob(1003);
    await boss.complete(dead.queue, dead.jobId);
    await dead.session.end();
    expect(await leases.sweep()).toBe(0);
    expect(await state(dead.jobId)).toBe('completed');
  });
});
