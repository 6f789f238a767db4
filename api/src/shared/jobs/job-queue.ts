import { Logger } from '@nestjs/common';
import PgBoss from 'pg-boss';
import { AppConfig, runsWorkers } from '../../config/config';

/** The pg-boss instance of this process, injectable as JOB_QUEUE. */
export const JOB_QUEUE = Symbol('JOB_QUEUE');
export type JobQueue = PgBoss;
/** pg-boss's schema in the service's database (its `job` table is where the scheduled checks are enqueued in SQL). */
export const JOB_SCHEMA = 'pgboss';

/**
 * Starts pg-boss on the service's own database, in its own schema `pgboss` (created and migrated by pg-boss).
 * Jobs live in Postgres: a job started by a process that dies is handed to another worker once it expires,
 * which the maintenance loop checks every JOB_MAINTENANCE_INTERVAL_SECONDS.
 */
export async function startJobQueue(databaseUrl: string, config: AppConfig): Promise<JobQueue> {
  const logger = new Logger('Jobs');
  // A web process only enqueues: expiry checks, archiving and cron are the workers' (pg-boss locks each of them
  // so that one process at a time does it).
  const works = runsWorkers(config.role);
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: JOB_SCHEMA,
    application_name: 'freshwatch-jobs',
    max: 5,
    maintenanceIntervalSeconds: config.jobs.maintenanceIntervalSeconds,
    supervise: works,
    schedule: works,
  });
  boss.on('error', (error) => logger.error(`Job queue: ${error.message}`));
  await boss.start();
  return boss;
}

/**
 * Stops taking jobs and waits up to `timeoutMs` (JOB_SHUTDOWN_SECONDS) for the running ones; those still running
 * then are failed back to the queue (pg-boss's own shutdown does it) and retried by another worker, which the
 * item's stream makes safe: it records at most one outcome per job.
 */
export async function stopWorking(boss: JobQueue, timeoutMs: number): Promise<void> {
  // The connections stay open: reactions and requests still being finished may enqueue until closeJobQueue.
  await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
}

/** Closes the queue's connections, after stopWorking and once nothing in the process enqueues any more. */
export async function closeJobQueue(boss: JobQueue): Promise<void> {
  // pg-boss's stop() with close: false leaves its pool open and offers no other way to close it.
  await (boss.getDb() as PgBoss.Db & { close(): Promise<void> }).close();
}

/**
 * Creates the queues that do not exist yet, one after the other: pg-boss 10 creates a table partition per
 * queue, and concurrent creations (two hooks, or two processes starting together) can deadlock or collide;
 * such an attempt is simply tried again.
 */
export async function ensureQueues(boss: JobQueue, queues: PgBoss.Queue[]): Promise<void> {
  for (const queue of queues) {
    for (let attempt = 1; ; attempt++) {
      try {
        if (!(await boss.getQueue(queue.name))) await boss.createQueue(queue.name, queue);
        break;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (attempt >= 5 || (code !== '40P01' && code !== '23505' && code !== '42P07')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  }
}
