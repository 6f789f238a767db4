import type { Notification, NotificationList } from '@freshwatch/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { subjectFor } from '../../delivery/notification-message';
import { ListNotificationsQuery } from './list-notifications.query';

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

@QueryHandler(ListNotificationsQuery)
export class ListNotificationsHandler implements IQueryHandler<ListNotificationsQuery, NotificationList> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ workspaceId, status, limit }: ListNotificationsQuery): Promise<NotificationList> {
    const rows: {
      id: string;
      channel_id: string;
      channel_type: Notification['channelType'];
      target: string;
      kind: Notification['kind'];
      items: Notification['items'];
      status: Notification['status'];
      attempts: number;
      last_error: string | null;
      created_at: Date;
      sent_at: Date | null;
      read_at: Date | null;
    }[] = await this.dataSource.query(
      `SELECT * FROM notifications WHERE workspace_id = $1 AND ($2::text IS NULL OR status = $2) ORDER BY created_at DESC, id LIMIT $3`,
      [workspaceId, status, limit],
    );
    const [{ unread }] = await this.dataSource.query(`SELECT count(*)::int AS unread FROM notifications WHERE workspace_id = $1 AND read_at IS NULL`, [
      workspaceId,
    ]);
    const notifications: Notification[] = rows.map((row) => ({
      id: row.id,
      channelId: row.channel_id,
      channelType: row.channel_type,
      target: row.target,
      kind: row.kind,
      subject: subjectFor(row.kind, row.items),
      items: row.items,
      status: row.status,
      attempts: row.attempts,
      lastError: row.last_error,
      createdAt: iso(row.created_at)!,
      sentAt: iso(row.sent_at),
      readAt: iso(row.read_at),
    }));
    return { notifications, unread };
  }
}
