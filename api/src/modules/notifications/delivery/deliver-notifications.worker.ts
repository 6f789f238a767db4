import type { NotificationItem, NotificationKind } from '@freshwatch/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type PgBoss from 'pg-boss';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { JobHandler } from '../../../shared/jobs/job-handler';
import { JOB_QUEUE, JobQueue } from '../../../shared/jobs/job-queue';
import { subjectFor } from './notification-message';
import { isBulkRunGroup } from './group-keys';
import { DELIVER_QUEUE, DELIVER_QUEUE_OPTIONS, DeliverJobData } from './notification-queues';
import { NotificationSender } from './notification-sender';

interface OutboxRow {
  id: string;
  channel_id: string;
  channel_type: 'email' | 'webhook' | 'slack';
  target: string;
  kind: NotificationKind;
  items: NotificationItem[];
  status: string;
  group_key: string;
  quiet_for: number;
}

/**
 * Delivers one outbox message per job. The row stays locked while it is sent, so a bulk run's next item waits
 * and then starts a new message rather than joining one already on its way. A failure is retried by pg-boss
 * with backoff; after the last attempt the row is marked failed. A message that was sent is never sent again.
 */
@JobHandler()
@Injectable()
export class DeliverNotificationsWorker implements JobHandler<DeliverJobData> {
  readonly queue = { name: DELIVER_QUEUE, ...DELIVER_QUEUE_OPTIONS };
  readonly work = { batchSize: 5, pollingIntervalSeconds: 1 };
  private readonly logger = new Logger('Notifications');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(JOB_QUEUE) private readonly boss: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sender: NotificationSender,
  ) {}

  async handle(jobs: PgBoss.JobWithMetadata<DeliverJobData>[]): Promise<void> {
    for (const job of jobs) await this.deliverOne(job);
  }

  private async deliverOne(job: PgBoss.JobWithMetadata<DeliverJobData>): Promise<void> {
    const { notificationId } = job.data;
    const lastAttempt = job.retryCount >= job.retryLimit;
    let failure: string | null = null;
    await this.dataSource.transaction(async (manager) => {
      const [row]: OutboxRow[] = await manager.query(
        `SELECT id, channel_id, channel_type, target, kind, items, status, group_key, extract(epoch FROM now() - updated_at) AS quiet_for
           FROM notifications WHERE id = $1 FOR UPDATE`,
        [notificationId],
      );
      if (!row || row.status !== 'pending') return;
      const wait = this.config.notifications.quietSeconds - Number(row.quiet_for);
      if (isBulkRunGroup(row.group_key) && wait > 0) {
        // A bulk run is still adding to this message: look again once it has been quiet long enough.
        await this.boss.send(DELIVER_QUEUE, { notificationId } satisfies DeliverJobData, { ...DELIVER_QUEUE_OPTIONS, startAfter: Math.ceil(wait) });
        return;
      }
      try {
        await this.sender.send(
          { channelId: row.channel_id, type: row.channel_type, target: row.target },
          { kind: row.kind, subject: subjectFor(row.kind, row.items), items: row.items },
        );
        await manager.query(`UPDATE notifications SET status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1`, [row.id]);
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
        await manager.query(`UPDATE notifications SET attempts = attempts + 1, last_error = $2, status = $3 WHERE id = $1`, [
          row.id,
          failure,
          lastAttempt ? 'failed' : 'pending',
        ]);
      }
    });
    if (failure !== null) {
      this.logger.warn(`Notification ${notificationId} could not be delivered${lastAttempt ? '' : ', retrying'}: ${failure}`);
      if (!lastAttempt) await this.boss.fail(DELIVER_QUEUE, job.id, { message: failure });
    }
  }
}
