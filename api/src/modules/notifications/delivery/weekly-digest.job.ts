import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { JobHandler } from '../../../shared/jobs/job-handler';
import { GetWorkspaceSettingsQuery, type WorkspaceSettings } from '../../settings';
import { itemLink } from './item-link';
import { DIGEST_QUEUE } from './notification-queues';
import { NotificationOutbox } from './notification-outbox';

/**
 * Mondays at 08:00 UTC: each channel subscribed to `weekly_digest` gets one message listing its workspace's
 * pages that need attention (needs update or outdated), lowest health first. A workspace with none gets nothing,
 * and its email channels get nothing while its `email_notifications` setting is off (as for every alert).
 */
@JobHandler()
@Injectable()
export class WeeklyDigestJob implements JobHandler {
  readonly queue = { name: DIGEST_QUEUE, retryLimit: 2 };
  readonly work = {};
  readonly cron = '0 8 * * 1';

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: NotificationOutbox,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle(): Promise<void> {
    const week = new Date().toISOString().slice(0, 10);
    const channels = await this.dataSource.query(`SELECT id, workspace_id, type, target FROM notification_channels WHERE 'weekly_digest' = ANY(events)`);
    const emailOn = new Map<string, Promise<boolean>>();
    const emailOnIn = (workspaceId: string) =>
      emailOn.get(workspaceId) ??
      emailOn
        .set(
          workspaceId,
          this.queries.execute(new GetWorkspaceSettingsQuery(workspaceId)).then((s: WorkspaceSettings) => s.emailNotifications),
        )
        .get(workspaceId)!;
    for (const channel of channels) {
      if (channel.type === 'email' && !(await emailOnIn(channel.workspace_id))) continue;
      const items: { content_id: string; title: string; url: string; status: string; health_score: number | null }[] = await this.dataSource.query(
        `SELECT content_id, title, url, status, health_score FROM notification_items
          WHERE workspace_id = $1 AND status IN ('needs_update', 'outdated') ORDER BY health_score NULLS LAST, title LIMIT 100`,
        [channel.workspace_id],
      );
      if (items.length === 0) continue;
      // One digest per channel and week, even if the cron fires twice.
      const key = `digest:${week}:${channel.id}`;
      const digest = items.map((i) => ({
        id: i.content_id,
        title: i.title,
        url: i.url,
        link: itemLink(this.config.notifications.publicUrl, i.content_id),
        before: i.health_score,
        after: i.status,
        critical: i.status === 'outdated',
      }));
      const target = { id: channel.id, workspaceId: channel.workspace_id, type: channel.type, target: channel.target };
      await this.outbox.queue({ channel: target, kind: 'weekly_digest', items: digest, groupKey: key, grouped: false, dedupeKey: key });
    }
  }
}
