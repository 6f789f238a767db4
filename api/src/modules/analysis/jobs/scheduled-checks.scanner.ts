import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { Clock } from '../../../shared/domain/clock';
import { JobHandler } from '../../../shared/jobs/job-handler';
import { AnalysisSettingsReader } from '../adapters/analysis-settings';
import { analyseJobExpirySeconds, SCAN_QUEUE } from './analysis-queues';
import { DUE_WORKSPACES_SQL, ENQUEUE_DUE_CHECKS_SQL, MAX_CHECKS_PER_TICK } from './due-checks.sql';
import { forEachLimited } from './limited';

/** What scheduled analyses are recorded as done by. */
const SCHEDULER_ACTOR = 'system:scheduler';
/** The advisory lock one scan at a time holds, across every process sharing the database. */
const SCAN_LOCK = 'freshwatch:scheduled-checks';
const SETTINGS_READS_AT_ONCE = 4;

/**
 * Every minute, enqueues an analysis for each item whose next check is due (and a comparison when it has
 * sources). The next check comes from the item's own schedule or the workspace's analysis_schedule, read in the
 * workspace's time zone, plus the item's jitter; the content read model keeps it and publishes it as the
 * scheduled_checks view. A tick reads only the due rows (an index range on the next check) and enqueues them
 * in SQL (due-checks.sql.ts). A due check is named by its item and due time: scanning again before it ran, or
 * in two processes at once, enqueues nothing new, and the analysis records at most one outcome for it.
 */
@JobHandler()
@Injectable()
export class ScheduledChecksScanner implements JobHandler {
  readonly queue = { name: SCAN_QUEUE, retryLimit: 0 };
  readonly work = {};
  readonly cron = '* * * * *';

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
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

  /**
   * Enqueues the checks due at `now` (at most MAX_CHECKS_PER_TICK, earliest first); returns how many were due.
   * While another process's scan holds the lock, returns 0 at once: that scan is enqueuing the same checks.
   */
  async scan(now: Date): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const [{ locked }] = await manager.query('SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0)) AS locked', [SCAN_LOCK]);
      if (!locked) return 0;
      const workspaces: { workspace_id: string; due: number }[] = await manager.query(DUE_WORKSPACES_SQL, [now, MAX_CHECKS_PER_TICK]);
      if (workspaces.length === 0) return 0;
      const expiries: { workspace_id: string; expire_seconds: number }[] = [];
      // A few at a time: a tick may find hundreds of workspaces, and the pool is shared with the requests.
      await forEachLimited(workspaces, SETTINGS_READS_AT_ONCE, async ({ workspace_id }) => {
        const { requestTimeoutMs, batchSize } = await this.settings.forWorkspace(workspace_id);
        expiries.push({ workspace_id, expire_seconds: analyseJobExpirySeconds(requestTimeoutMs, batchSize, this.config.jobs.expireSeconds) });
      });
      await manager.query(ENQUEUE_DUE_CHECKS_SQL, [now, MAX_CHECKS_PER_TICK, JSON.stringify(expiries), SCHEDULER_ACTOR]);
      return workspaces.reduce((sum, { due }) => sum + due, 0);
    });
  }
}
