import { DiscoveryService } from '@nestjs/core';
import type PgBoss from 'pg-boss';

/**
 * Works one pg-boss queue. A module declares its job handlers as Nest providers marked `@JobHandler()`; the
 * JobHost creates every handler's queue before anything can enqueue (pg-boss 10 refuses jobs for unknown
 * queues) and starts the workers once the app is up. The host is the one place that starts workers, so that
 * a process role without workers needs no change in the modules.
 */
export interface JobHandler<Data = object> {
  /** The queue, with its retry and expiry policy. */
  readonly queue: PgBoss.Queue;
  /** How many jobs it takes at a time and how often it looks for more. */
  readonly work: Pick<PgBoss.WorkOptions, 'batchSize' | 'pollingIntervalSeconds'>;
  /** A cron expression when pg-boss's clock feeds the queue (a scanner), none when jobs are enqueued. */
  readonly cron?: string;
  /** Whether this process works the queue (and schedules its cron); its queue is created either way. */
  readonly active?: boolean;
  /** Jobs come with their metadata (retry counts); a handler fails a job it wants retried itself. */
  handle(jobs: PgBoss.JobWithMetadata<Data>[]): Promise<void>;
}

export const JobHandler = DiscoveryService.createDecorator<void>();
