import { Logger } from '@nestjs/common';
import PgBoss from 'pg-boss';
import type { AppConfig } from '../../config/config';

/** The pg-boss instance of this process, injectable as JOB_QUEUE. */
export const JOB_QUEUE = Symbol('JOB_QUEUE');
export type JobQueue = PgBoss;

/**
 * Starts pg-boss on the service's own database, in its own schema `pgboss` (created and migrated by pg-boss).
 * Jobs live in Postgres: a job started by a process that dies is handed to another worker once it expires,
 * which the maintenance loop checks every JOB_MAINTENANCE_INTERVAL_SECONDS.
 */
export async function startJobQueue(databaseUrl: string, config: AppConfig): Promise<JobQueue> {
  const logger = new Logger('Jobs');
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: 'pgboss',
    application_name: 'freshwatch-jobs',
    max: 5,
    maintenanceIntervalSeconds: config.jobs.maintenanceIntervalSeconds,
  });
  boss.on('error', (error) => logger.error(`Job queue: ${error.message}`));
  await boss.start();
  return boss;
}

/**
 * Stops taking jobs and waits up to `timeoutMs` for the running ones; those still running then are failed
 * back to the queue (and retried), which the job handlers make safe.
 */
export async function stopJobQueue(boss: JobQueue, timeoutMs = 10_000): Promise<void> {
  await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
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
