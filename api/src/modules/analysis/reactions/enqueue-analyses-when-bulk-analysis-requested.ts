import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import type { StoredEvent } from '../../../shared/event-store/event-store.port';
import { JOB_QUEUE, JobQueue } from '../../../shared/jobs/job-queue';
import { Reaction } from '../../../shared/reactions/reaction';
import type { BulkAnalysisItemsListed, BulkAnalysisRequested } from '../domain/analysis-job.events';
import { analyseJob, analyseJobExpirySeconds } from '../jobs/analysis-queues';
import { AnalysisSettingsReader } from '../adapters/analysis-settings';

const INSERT_CHUNK = 1000;

/**
 * One analysis job per item of a bulk refresh, for the items each of its events lists (BULK_IDS_PER_EVENT at
 * most), inserted INSERT_CHUNK at a time. Job ids derive from the bulk job and the item, so running this twice
 * for one event (after a crash) enqueues nothing new.
 */
@Reaction()
@Injectable()
export class EnqueueAnalysesWhenBulkAnalysisRequested implements Reaction {
  readonly name = 'enqueue-analyses-when-bulk-analysis-requested';
  readonly handles = ['BulkAnalysisRequested', 'BulkAnalysisItemsListed'] as const;

  constructor(
    @Inject(JOB_QUEUE) private readonly boss: JobQueue,
    private readonly settings: AnalysisSettingsReader,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async react(event: StoredEvent): Promise<void> {
    const { jobId, workspaceId, contentIds } = (event as unknown as BulkAnalysisRequested | BulkAnalysisItemsListed).data;
    const { requestTimeoutMs, batchSize } = await this.settings.forWorkspace(workspaceId);
    const expireInSeconds = analyseJobExpirySeconds(requestTimeoutMs, batchSize, this.config.jobs.expireSeconds);
    const jobs = contentIds.map((contentId) => analyseJob({ jobId, contentId, workspaceId, actorId: event.metadata.actorId }, expireInSeconds));
    for (let i = 0; i < jobs.length; i += INSERT_CHUNK) await this.boss.insert(jobs.slice(i, i + INSERT_CHUNK));
  }
}
