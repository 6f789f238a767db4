import { Logger } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { Client, Pool } from 'pg';
import type PgBoss from 'pg-boss';

/** The first half of every worker's advisory lock key: marks the lock as a Freshwatch worker's ('FW'). */
const LEASE_LOCK_CLASS = 0x4657;
/** The process's WorkerLeases, provided only in a process that works jobs (FRESHWATCH_ROLE all or worker). */
export const WORKER_LEASES = Symbol('WORKER_LEASES');

/** How often a worker looks for the jobs of workers that are gone. */
export const SWEEP_INTERVAL_MS = 15_000;

/**
 * Which worker process holds each running job, and whether that process is still there.
 *
 * pg-boss 10 hands a started job to another worker only once the job's expiry passes, and an analysis's expiry
 * must cover a slow page and an AI call for every round of the batch (minutes). So each worker holds a
 * session-level advisory lock on a connection of its own for as long as it lives, and records the jobs it
 * takes under that lock's key (`job_leases`). When the process dies, even by SIGKILL, PostgreSQL ends its
 * session and drops the lock; the other workers look every SWEEP_INTERVAL_MS for leases whose lock is gone and
 * fail those jobs back to their queue (pg-boss then retries them after the queue's retry delay). A host that
 * vanishes without closing its socket is noticed by the TCP keepalives set on the lock's session (about 40 s).
 *
 * A lease is written just after pg-boss hands out the jobs, so a process killed in between leaves jobs with no
 * lease: those come back when their expiry passes, as before. Running a job twice is harmless either way: the
 * item's stream records at most one outcome per job.
 */
export class WorkerLeases {
  private readonly logger = new Logger('Jobs');
  private session: Client | null = null;
  private holder = 0;
  private sweeper: NodeJS.Timeout | null = null;
  private stopping = false;

  constructor(
    private readonly pool: Pool,
    private readonly databaseUrl: string,
    private readonly boss: PgBoss,
    /** Called when the lock's session is lost while running: this process's jobs are no longer its own. */
    private readonly onLost: (error: Error) => void,
  ) {}

  /** Whether this worker still holds its lock (what WORKER_HEALTH_PORT reports). */
  get alive(): boolean {
    return this.session !== null;
  }

  async start(): Promise<void> {
    // The OS process id in the session's name tells an operator (and the multi-process test) whose lock it is.
    const session = new Client({ connectionString: this.databaseUrl, application_name: `freshwatch-worker:${process.pid}`, keepAlive: true });
    await session.connect();
    // A crashed host's session ends after 10 s idle and 3 unanswered probes 10 s apart.
    await session.query('SET tcp_keepalives_idle = 10; SET tcp_keepalives_interval = 10; SET tcp_keepalives_count = 3');
    for (;;) {
      const holder = randomInt(1, 2 ** 31 - 1);
      const [{ locked }] = (await session.query('SELECT pg_try_advisory_lock($1, $2) AS locked', [LEASE_LOCK_CLASS, holder])).rows;
      if (locked) {
        this.holder = holder;
        break;
      }
    }
    const lost = (error: Error) => {
      if (this.stopping || this.session === null) return;
      this.session = null;
      this.onLost(error);
    };
    session.on('error', lost);
    session.on('end', () => lost(new Error('the database closed the worker’s session')));
    this.session = session;
    // Jobs left by a worker that died before this one started (a restart) need not wait for the first interval.
    void this.sweep().catch((error) => this.logger.warn(`Looking for abandoned jobs failed: ${error.message}`));
    this.sweeper = setInterval(
      () => void this.sweep().catch((error) => this.logger.warn(`Looking for abandoned jobs failed: ${error.message}`)),
      SWEEP_INTERVAL_MS,
    );
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    const session = this.session;
    this.session = null;
    // Leases left behind are swept by the other workers once this session (and so the lock) is gone.
    await session?.end().catch(() => undefined);
  }

  /** Records that this process took `jobs`; a job taken over from a dead worker changes hands. */
  async take(queue: string, jobs: readonly { id: string }[]): Promise<void> {
    if (jobs.length === 0) return;
    await this.pool.query(
      `INSERT INTO job_leases (job_id, queue, holder) SELECT unnest($1::uuid[]), $2, $3
       ON CONFLICT (job_id) DO UPDATE SET holder = EXCLUDED.holder, queue = EXCLUDED.queue, taken_at = now()`,
      [jobs.map((job) => job.id), queue, this.holder],
    );
  }

  /** The jobs are done (completed, failed or handed back by pg-boss): no lease any more. */
  async release(jobs: readonly { id: string }[]): Promise<void> {
    if (jobs.length === 0) return;
    await this.pool.query('DELETE FROM job_leases WHERE job_id = ANY($1::uuid[]) AND holder = $2', [jobs.map((job) => job.id), this.holder]);
  }

  /**
   * Hands back the running jobs of workers whose lock is gone. Each lease is deleted by exactly one sweeping
   * worker (DELETE ... RETURNING); only jobs pg-boss still has active are failed, so a job that finished or was
   * already retried is left alone. Returns how many jobs went back to their queue.
   */
  async sweep(): Promise<number> {
    const { rows } = await this.pool.query<{ job_id: string; queue: string }>(
      `DELETE FROM job_leases l
        WHERE NOT EXISTS (
          SELECT 1 FROM pg_locks k
           WHERE k.locktype = 'advisory' AND k.granted AND k.objsubid = 2
             AND k.database = (SELECT oid FROM pg_database WHERE datname = current_database())
             AND k.classid::text::bigint = $1 AND k.objid::text::bigint = l.holder)
        RETURNING l.job_id, l.queue`,
      [LEASE_LOCK_CLASS],
    );
    const byQueue = new Map<string, string[]>();
    for (const row of rows) byQueue.set(row.queue, [...(byQueue.get(row.queue) ?? []), row.job_id]);
    let handedBack = 0;
    for (const [queue, ids] of byQueue) {
      const active = await this.pool.query<{ id: string }>(`SELECT id FROM pgboss.job WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'active'`, [
        queue,
        ids,
      ]);
      if (active.rows.length === 0) continue;
      for (const { id } of active.rows) await this.boss.fail(queue, id, { message: 'its worker process stopped' });
      handedBack += active.rows.length;
    }
    if (handedBack > 0) this.logger.warn(`Handed ${handedBack} job(s) of a stopped worker back to the queue`);
    return handedBack;
  }
}
