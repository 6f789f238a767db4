import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import type { StoredEvent } from '../../../shared/event-store/event-store.port';
import { JOB_QUEUE, JobQueue } from '../../../shared/jobs/job-queue';
import { Reaction } from '../../../shared/reactions/reaction';
import type { VisitorCheckRequested } from '../../content';
import { analyseJob, analyseJobExpirySeconds } from '../jobs/analysis-queues';
import { AnalysisSettingsReader } from '../adapters/analysis-settings';

/**
 * The analysis a visitor's page view let through (content decides when, see decideVisit): one job on the same
 * queue as scheduled checks, named by the check's id, so that running this twice for one event (after a
 * crash) enqueues nothing new.
 */
@Reaction()
@Injectable()
export class EnqueueAnalysisWhenVisitorCheckRequested implements Reaction {
  readonly name = 'enqueue-analysis-when-visitor-check-requested';
  readonly handles = ['VisitorCheckRequested'] as const;

  constructor(
    @Inject(JOB_QUEUE) private readonly boss: JobQueue,
    private readonly settings: AnalysisSettingsReader,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async react(event: StoredEvent): Promise<void> {
    const { checkId, contentId, workspaceId } = (event as unknown as VisitorCheckRequested).data;
    const { requestTimeoutMs, batchSize } = await this.settings.forWorkspace(workspaceId);
    const expireInSeconds = analyseJobExpirySeconds(requestTimeoutMs, batchSize, this.config.jobs.expireSeconds);
    await this.boss.insert([analyseJob({ jobId: checkId, contentId, workspaceId, actorId: event.metadata.actorId }, expireInSeconds)]);
  }
}
