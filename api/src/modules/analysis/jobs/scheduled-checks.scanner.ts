import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { Clock } from '../../../shared/domain/clock';
import { JobHandler } from '../../../shared/jobs/job-handler';
import { JOB_QUEUE, JobQueue } from '../../../shared/jobs/job-queue';
import { ListScheduledContentItemsQuery, ScheduledContentItem } from '../../content';
import { AnalysisSettings, AnalysisSettingsReader } from '../settings/analysis-settings';
import {
  analyseJob,
  AnalyseJobData,
  analyseJobExpirySeconds,
  COMPARE_QUEUE,
  CompareJobData,
  hashedUuid,
  QUEUE_OPTIONS,
  SCAN_QUEUE,
} from './analysis-queues';

/** What scheduled analyses are recorded as done by. */
const SCHEDULER_ACTOR = 'system:scheduler';

/**
 * Every minute, enqueues an analysis for each item whose next check is due (and a comparison when it has
 * sources). The next check comes from the item's own schedule or the workspace's analysis_schedule, read in the
 * workspace's time zone; the content read model keeps it. A due check is named by its item and due time: scanning again before it ran, or in two processes
 * at once, enqueues nothing new, and the analysis records at most one outcome for it.
 */
@JobHandler()
@Injectable()
export class ScheduledChecksScanner implements JobHandler {
  readonly queue = { name: SCAN_QUEUE, retryLimit: 0 };
  readonly work = {};
  readonly cron = '* * * * *';

  constructor(
    @Inject(JOB_QUEUE) private readonly boss: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queries: QueryBus,
    private readonly settings: AnalysisSettingsReader,
    private readonly clock: Clock,
  ) {}

  /** SCHEDULED_CHECKS=false turns the scanner off in this process. */
  get active(): boolean {
    return this.config.jobs.scheduledChecks;
  }

  async handle(): Promise<void> {
    await this.scan(this.clock.now());
  }

  /** Enqueues the checks due at `now`; returns how many items were due. */
  async scan(now: Date): Promise<number> {
    const due: ScheduledContentItem[] = await this.queries.execute(new ListScheduledContentItemsQuery(now));
    const settings = new Map<string, Promise<AnalysisSettings>>();
    const settingsOf = (workspaceId: string) => settings.get(workspaceId) ?? settings.set(workspaceId, this.settings.forWorkspace(workspaceId)).get(workspaceId)!;
    const analyses = [];
    const comparisons = [];
    for (const item of due) {
      const dueAt = item.dueAt.toISOString();
      const runId = hashedUuid(`scheduled:${item.id}:${dueAt}`);
      const { requestTimeoutMs, batchSize } = await settingsOf(item.workspaceId);
      const data: AnalyseJobData = { jobId: runId, contentId: item.id, workspaceId: item.workspaceId, actorId: SCHEDULER_ACTOR };
      const expireInSeconds = analyseJobExpirySeconds(requestTimeoutMs, batchSize, this.config.jobs.expireSeconds);
      analyses.push(analyseJob(data, expireInSeconds));
      if (item.hasSources) {
        const compare: CompareJobData = { contentId: item.id, workspaceId: item.workspaceId, actorId: SCHEDULER_ACTOR };
        comparisons.push({ id: hashedUuid(`${COMPARE_QUEUE}:${item.id}:${dueAt}`), name: COMPARE_QUEUE, data: compare, ...QUEUE_OPTIONS });
      }
    }
    if (analyses.length) await this.boss.insert(analyses);
    if (comparisons.length) await this.boss.insert(comparisons);
    return due.length;
  }
}
