import { randomUUID } from 'node:crypto';
import type { NotificationItem, NotificationKind } from '@freshwatch/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { JOB_QUEUE, JobQueue } from '../../../shared/jobs/job-queue';
import { DELIVER_QUEUE, DELIVER_QUEUE_OPTIONS, DeliverJobData } from './notification-queues';

export interface OutboxChannel {
  id: string;
  workspaceId: string;
  type: string;
  target: string;
}

export interface NewMessage {
  channel: OutboxChannel;
  kind: NotificationKind;
  /** One item for an alert (a flood joins them), several for a digest, none for a test. */
  items: NotificationItem[];
  /** Messages with the same key while one is pending become one message (a bulk run's flood). */
  groupKey: string;
  /** Whether the message waits for its group to go quiet before it goes out. */
  grouped: boolean;
  /** Names what caused the message: queueing it again (a repeated reaction) adds nothing. */
  dedupeKey: string;
}

/**
 * The durable outbox, which is also the delivery log: a message is a row first, then a job. The row is written
 * before the job is enqueued, so a crash in between leaves a pending row that the minute's flush enqueues again.
 * Emails wait here (waiting_smtp) while no SMTP server is configured.
 */
@Injectable()
export class NotificationOutbox {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(JOB_QUEUE) private readonly boss: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Queues a message (or adds its item to its group's pending message) and enqueues its delivery. */
  async queue(message: NewMessage): Promise<string> {
    const { channel, kind, items, groupKey, grouped, dedupeKey } = message;
    const status = channel.type === 'email' && !this.config.notifications.smtpUrl ? 'waiting_smtp' : 'pending';
    const id = await this.dataSource.transaction(async (manager) => {
      if (grouped && items.length === 1) {
        // Rows of one group are locked in order; an item already in the message is not added twice.
        // TypeORM answers an UPDATE ... RETURNING with [rows, count].
        const [joined] = await manager.query(
          `UPDATE notifications SET items = CASE WHEN items @> $2::jsonb THEN items ELSE items || $3::jsonb END, updated_at = now()
            WHERE id = (SELECT id FROM notifications WHERE group_key = $1 AND status IN ('pending', 'waiting_smtp') ORDER BY created_at LIMIT 1 FOR UPDATE)
            RETURNING id`,
          [groupKey, JSON.stringify([{ id: items[0].id }]), JSON.stringify(items)],
        );
        if (joined.length > 0) return joined[0].id as string;
      }
      const [inserted] = await manager.query(
        `INSERT INTO notifications (id, workspace_id, channel_id, channel_type, target, kind, group_key, dedupe_key, items, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10)
         ON CONFLICT (dedupe_key) DO UPDATE SET dedupe_key = EXCLUDED.dedupe_key
         RETURNING id`,
        [randomUUID(), channel.workspaceId, channel.id, channel.type, channel.target, kind, groupKey, dedupeKey, JSON.stringify(items), status],
      );
      return inserted.id as string;
    });
    if (status === 'pending') await this.enqueue(id, grouped ? this.config.notifications.quietSeconds : 0);
    return id;
  }

  async enqueue(notificationId: string, delaySeconds: number): Promise<void> {
    await this.boss.send(DELIVER_QUEUE, { notificationId } satisfies DeliverJobData, { ...DELIVER_QUEUE_OPTIONS, startAfter: delaySeconds });
  }
}
