import { Inject, Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DataSource, LessThanOrEqual } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import type { Actor } from '../../../shared/domain/actor';
import { Clock } from '../../../shared/domain/clock';
import { DomainErrorException } from '../../../shared/domain/domain-error';
import { StreamExecutor } from '../../../shared/event-store/stream-executor';
import { JobHandler } from '../../../shared/jobs/job-handler';
import { FindActorQuery } from '../../identity';
import { SitemapImporter } from '../commands/import-sitemap/sitemap-importer';
import { decideRecordSync, sitemapSubscriptionModel } from '../domain/sitemap-subscription';
import { sitemapStream } from '../domain/sitemap-subscription.events';
import { SitemapSubscriptionRow } from '../projections/sitemap-subscriptions/sitemap-subscription.entity';

export const RESYNC_SITEMAPS_QUEUE = 'resync-sitemaps';
/** What scheduled re-syncs are recorded as done by, as the scheduled checks are. */
const SCHEDULER_ACTOR = 'system:scheduler';

/**
 * Every quarter of an hour, reads again each stored sitemap whose next sync is due and imports the pages it
 * lists that the workspace does not monitor yet (content's import skips the others), under the page limit of
 * the user who subscribed, as their role and plan stand now. Each reading is recorded on the sitemap's stream,
 * which moves its next sync a day or a week on. A sitemap that cannot be read is recorded with why; any other
 * failure is logged and left due, so the next scan tries again. Re-syncs run one after the other: one may read
 * 50,000 pages.
 */
@JobHandler()
@Injectable()
export class ResyncSitemapsScanner implements JobHandler {
  private readonly logger = new Logger('ResyncSitemaps');
  readonly queue = { name: RESYNC_SITEMAPS_QUEUE, retryLimit: 0 };
  readonly work = {};
  readonly cron = '*/15 * * * *';

  constructor(
    private readonly dataSource: DataSource,
    private readonly importer: SitemapImporter,
    private readonly executor: StreamExecutor,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** SCHEDULED_CHECKS=false turns the scheduler's scans off in this process, this one too. */
  get active(): boolean {
    return this.config.jobs.scheduledChecks;
  }

  async handle(): Promise<void> {
    await this.resyncDue(this.clock.now());
  }

  /** Re-syncs the sitemaps due at `now`; returns how many were read (failed readings included). */
  async resyncDue(now: Date): Promise<number> {
    const due = await this.dataSource
      .getRepository(SitemapSubscriptionRow)
      .find({ where: { nextSyncAt: LessThanOrEqual(now) }, order: { nextSyncAt: 'ASC', id: 'ASC' } });
    let read = 0;
    for (const row of due) {
      const actor = await this.actorFor(row);
      let outcome: { summary: Parameters<typeof decideRecordSync>[0]['summary']; error: string | null };
      try {
        const { skipped: _notKept, analysisJobId: _followedByNobody, ...summary } = await this.importer.import(actor, row.url);
        outcome = { summary, error: null };
      } catch (error) {
        if (!(error instanceof DomainErrorException)) {
          this.logger.error(`Re-sync of sitemap ${row.id} failed; it stays due: ${(error as Error).stack ?? error}`);
          continue;
        }
        outcome = { summary: null, error: error.message };
      }
      await this.executor.execute(
        sitemapStream(row.id),
        sitemapSubscriptionModel,
        (state) => decideRecordSync({ sitemapId: row.id, workspaceId: row.workspaceId, ...outcome }, state),
        actor,
      );
      read++;
    }
    return read;
  }

  /** The subscriber as they stand now; someone gone from the workspace leaves the plan's page limit in force. */
  private async actorFor(row: SitemapSubscriptionRow): Promise<Actor> {
    const subscriber: Actor | null = await this.queries.execute(new FindActorQuery(row.subscribedBy, SCHEDULER_ACTOR, row.workspaceId, true));
    if (subscriber && subscriber.workspaceId === row.workspaceId) return subscriber;
    return { userId: row.subscribedBy, workspaceId: row.workspaceId, actorId: SCHEDULER_ACTOR, role: 'member', workspaceRole: null };
  }
}
