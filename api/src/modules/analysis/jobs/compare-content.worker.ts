import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type PgBoss from 'pg-boss';
import { DomainErrorException } from '../../../shared/domain/domain-error';
import { JobHandler } from '../../../shared/jobs/job-handler';
import { JOB_QUEUE, JobQueue } from '../../../shared/jobs/job-queue';
import { CompareContentItemCommand } from '../commands/compare-content-item/compare-content-item.command';
import { COMPARE_QUEUE, CompareJobData, QUEUE_OPTIONS } from './analysis-queues';
import { forEachLimited } from './limited';

/** Comparisons are few (scheduled checks of items with sources): a fixed, small concurrency is enough. */
const CONCURRENCY = 3;

/** Runs scheduled comparisons; an item deleted meanwhile needs no comparison any more. */
@JobHandler()
@Injectable()
export class CompareContentWorker implements JobHandler<CompareJobData> {
  readonly queue = { name: COMPARE_QUEUE, ...QUEUE_OPTIONS };
  readonly work = { batchSize: CONCURRENCY, pollingIntervalSeconds: 2 };
  private readonly logger = new Logger('ComparisonJobs');

  constructor(
    @Inject(JOB_QUEUE) private readonly boss: JobQueue,
    private readonly commands: CommandBus,
  ) {}

  handle(jobs: PgBoss.Job<CompareJobData>[]): Promise<void> {
    return forEachLimited(jobs, CONCURRENCY, (job) => this.runOne(job));
  }

  private async runOne(job: PgBoss.Job<CompareJobData>): Promise<void> {
    const { contentId, workspaceId, actorId } = job.data;
    try {
      await this.commands.execute(new CompareContentItemCommand({ workspaceId, actorId }, contentId));
    } catch (error) {
      if (error instanceof DomainErrorException && error.error.kind === 'not_found') return;
      this.logger.warn(`Comparison of item ${contentId} failed: ${error instanceof Error ? error.message : String(error)}`);
      await this.boss.fail(COMPARE_QUEUE, job.id, { message: error instanceof Error ? error.message : String(error) });
    }
  }
}
