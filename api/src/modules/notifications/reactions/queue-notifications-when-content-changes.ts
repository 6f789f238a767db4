import type { NotificationEvent } from '@freshwatch/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import type { StoredEvent } from '../../../shared/event-store/event-store.port';
import { Reaction } from '../../../shared/reactions/reaction';
import { GetWorkspaceSettingsQuery, type WorkspaceSettings } from '../../settings';
import { ALERT_SOURCE_EVENT_TYPES, AlertSourceEvent, alertsForEvent, RememberedItem } from '../alerts/alerts-for-event';
import { groupKeyFor } from '../delivery/group-keys';
import { NotificationOutbox } from '../delivery/notification-outbox';
import { itemLink } from '../delivery/item-link';

interface ChannelRow {
  id: string;
  workspace_id: string;
  type: string;
  target: string;
  events: NotificationEvent[];
}

/**
 * Turns content events into alerts for the channels that subscribed to them, through the outbox. It remembers
 * each item's title, URL, status and score (notification_items) to tell an event's before from its after.
 * Safe to run twice for one event: a message is named by the event's position, channel and kind.
 */
@Reaction()
@Injectable()
export class QueueNotificationsWhenContentChanges implements Reaction {
  readonly name = 'queue-notifications-when-content-changes';
  readonly handles = ALERT_SOURCE_EVENT_TYPES;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: NotificationOutbox,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A registration raises no alert and only remembers the item: a run of them (an import's thousands) is
   * remembered in one statement, each other event reacted to on its own, in log order, after the run before it.
   */
  async reactAll(events: StoredEvent[]): Promise<void> {
    const registered = new Map<string, RememberedItem>();
    const flush = async () => {
      if (registered.size === 0) return;
      const rows = [...registered.values()];
      registered.clear();
      await this.dataSource.query(
        `INSERT INTO notification_items (content_id, workspace_id, title, url, status, health_score)
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::double precision[])
         ON CONFLICT (content_id) DO UPDATE SET title = EXCLUDED.title, url = EXCLUDED.url, status = EXCLUDED.status, health_score = EXCLUDED.health_score`,
        [
          rows.map((r) => r.contentId),
          rows.map((r) => r.workspaceId),
          rows.map((r) => r.title),
          rows.map((r) => r.url),
          rows.map((r) => r.status),
          rows.map((r) => r.healthScore),
        ],
      );
    };
    for (const stored of events) {
      if (stored.type === 'ContentItemRegistered') {
        const { alerts, remember } = alertsForEvent(stored as unknown as AlertSourceEvent, stored.metadata.workspaceId, null);
        if (alerts.length === 0 && remember) {
          registered.set(remember.contentId, remember);
          continue;
        }
      }
      await flush();
      await this.react(stored);
    }
    await flush();
  }

  async react(stored: StoredEvent): Promise<void> {
    const event = stored as unknown as AlertSourceEvent;
    const workspaceId = stored.metadata.workspaceId;
    const contentId = event.data.contentId;
    const [row] = await this.dataSource.query('SELECT * FROM notification_items WHERE content_id = $1', [contentId]);
    const known: RememberedItem | null = row
      ? { contentId, workspaceId: row.workspace_id, title: row.title, url: row.url, status: row.status, healthScore: row.health_score }
      : null;
    const { alerts, remember } = alertsForEvent(event, workspaceId, known);
    if (remember) {
      await this.dataSource.query(
        `INSERT INTO notification_items (content_id, workspace_id, title, url, status, health_score) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (content_id) DO UPDATE SET title = EXCLUDED.title, url = EXCLUDED.url, status = EXCLUDED.status, health_score = EXCLUDED.health_score`,
        [contentId, remember.workspaceId, remember.title, remember.url, remember.status, remember.healthScore],
      );
    } else {
      await this.dataSource.query('DELETE FROM notification_items WHERE content_id = $1', [contentId]);
    }
    if (alerts.length === 0) return;

    const channels: ChannelRow[] = await this.dataSource.query(
      'SELECT id, workspace_id, type, target, events FROM notification_channels WHERE workspace_id = $1',
      [workspaceId],
    );
    const emailOn = channels.some((c) => c.type === 'email') ? await this.emailNotificationsOn(workspaceId) : false;
    for (const alert of alerts) {
      for (const channel of channels) {
        if (!channel.events.includes(alert.kind)) continue;
        // The `email_notifications` setting switches every email channel of the workspace.
        if (channel.type === 'email' && !emailOn) continue;
        await this.outbox.queue({
          channel: { id: channel.id, workspaceId, type: channel.type, target: channel.target },
          kind: alert.kind,
          items: [{ ...alert.item, link: itemLink(this.config.notifications.publicUrl, alert.item.id) }],
          groupKey: groupKeyFor(channel.id, alert.kind, stored.position, alert.jobId),
          grouped: alert.jobId !== undefined,
          dedupeKey: `${stored.position}:${channel.id}:${alert.kind}`,
        });
      }
    }
  }

  private async emailNotificationsOn(workspaceId: string): Promise<boolean> {
    const settings: WorkspaceSettings = await this.queries.execute(new GetWorkspaceSettingsQuery(workspaceId));
    return settings.emailNotifications;
  }
}
