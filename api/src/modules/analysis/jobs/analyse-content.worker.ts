import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type PgBoss from 'pg-boss';
import { DomainErrorException, isDomainError } from '../../../shared/domain/domain-error';
import { JobHandler } from '../../../shared/jobs/job-handler';
import { JOB_QUEUE, JobQueue } from '../../../shared/jobs/job-queue';
import { RecordAnalysisFailureCommand } from '../../content';
import { ItemAnalysis } from '../commands/analyze-content-item/item-analysis';
import { SkipBulkAnalysisItemCommand } from '../commands/skip-bulk-analysis-item/skip-bulk-analysis-item.command';
import { type AnalysisSettings, AnalysisSettingsReader } from '../adapters/analysis-settings';
import { ANALYSE_QUEUE, AnalyseJobData, QUEUE_OPTIONS, WORKER_FETCH_SIZE } from './analysis-queues';
import { BatchedRecorder } from './batched-recorder';
import { forEachLimited } from './limited';

type Job = PgBoss.JobWithMetadata<AnalyseJobData>;

/**
 * Runs the analyses of bulk refreshes (and of scheduled and visitor checks). Each job analyses one item with the
 * job's id; the outcomes are recorded in batches (BatchedRecorder), each decided as a single recording would be:
 * at most one outcome per item and bulk job, so a job that runs again (its process was killed before pg-boss
 * heard it finish, or its expiry passed) finds the outcome recorded and does nothing.
 */
@JobHandler()
@Injectable()
export class AnalyseContentWorker implements JobHandler<AnalyseJobData> {
  readonly queue = { name: ANALYSE_QUEUE, ...QUEUE_OPTIONS };
  readonly work = { batchSize: WORKER_FETCH_SIZE, pollingIntervalSeconds: 0.5 };
  private readonly logger = new Logger('AnalysisJobs');

  constructor(
    @Inject(JOB_QUEUE) private readonly boss: JobQueue,
    private readonly commands: CommandBus,
    private readonly items: ItemAnalysis,
    private readonly settings: AnalysisSettingsReader,
  ) {}

  /** A workspace's jobs run `batch_size` at a time; different workspaces' side by side. */
  async handle(jobs: Job[]): Promise<void> {
    const recorder = new BatchedRecorder(this.commands);
    const byWorkspace = new Map<string, Job[]>();
    for (const job of jobs) byWorkspace.set(job.data.workspaceId, [...(byWorkspace.get(job.data.workspaceId) ?? []), job]);
    await Promise.all(
      [...byWorkspace].map(async ([workspaceId, group]) => {
        const settings = await this.settings.forWorkspace(workspaceId);
        await forEachLimited(group, settings.batchSize, (job) => this.runOne(job, settings, recorder));
      }),
    );
  }

  private async runOne(job: Job, settings: AnalysisSettings, recorder: BatchedRecorder): Promise<void> {
    const { jobId, contentId, workspaceId, actorId } = job.data;
    const actor = { workspaceId, actorId };
    try {
      const outcome = await this.items.analyse(actor, contentId, jobId, settings);
      if (outcome === 'already_recorded') return;
      const recorded = await recorder.record(outcome);
      if (isDomainError(recorded)) throw new DomainErrorException(recorded);
    } catch (error) {
      if (error instanceof DomainErrorException && error.error.kind === 'not_found') {
        await this.commands.execute(new SkipBulkAnalysisItemCommand(actor, jobId, contentId, 'The content item was deleted before it could be analysed.'));
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      if (job.retryCount < job.retryLimit) {
        this.logger.warn(`Analysis of item ${contentId} failed (attempt ${job.retryCount + 1}), retrying: ${message}`);
        // Only this job goes back to the queue; the batch's others complete as they did.
        await this.boss.fail(ANALYSE_QUEUE, job.id, { message });
        return;
      }
      // The last attempt: the bulk refresh must still finish, with this item counted as failed.
      this.logger.error(`Analysis of item ${contentId} failed for good: ${message}`);
      await this.commands.execute(
        new RecordAnalysisFailureCommand(actor, { contentId, jobId, reason: `The analysis could not be completed: ${message}`, code: 'internal' }),
      );
    }
  }
}
