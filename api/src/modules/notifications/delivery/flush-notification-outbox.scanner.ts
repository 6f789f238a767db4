import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig, runsWorkers } from '../../../config/config';
import { JobHandler } from '../../../shared/jobs/job-handler';
import { FLUSH_QUEUE } from './notification-queues';
import { NotificationOutbox } from './notification-outbox';

/** A pending message this old without a delivery has lost its job (a crash between the row and the job). */
const LOST_AFTER_MINUTES = 15;

/**
 * Nothing in the outbox is lost. Every minute, and when the server starts: with SMTP_URL set, the emails that
 * waited for it go out; a pending message whose job was lost is enqueued again.
 */
@JobHandler()
@Injectable()
export class FlushNotificationOutboxScanner implements JobHandler, OnApplicationBootstrap {
  readonly queue = { name: FLUSH_QUEUE, retryLimit: 0 };
  readonly work = {};
  readonly cron = '* * * * *';

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: NotificationOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** At start-up in a process that works jobs (a `web` process leaves the outbox to the workers). */
  async onApplicationBootstrap(): Promise<void> {
    if (runsWorkers(this.config.role)) await this.handle();
  }

  async handle(): Promise<void> {
    const ids: string[] = [];
    if (this.config.notifications.smtpUrl) {
      const [rows] = await this.dataSource.query(`UPDATE notifications SET status = 'pending', updated_at = now() WHERE status = 'waiting_smtp' RETURNING id`);
      ids.push(...rows.map((r: { id: string }) => r.id));
    }
    const lost = await this.dataSource.query(
      `UPDATE notifications SET updated_at = now() WHERE status = 'pending' AND updated_at < now() - make_interval(mins => $1) RETURNING id`,
      [LOST_AFTER_MINUTES],
    );
    ids.push(...lost[0].map((r: { id: string }) => r.id));
    for (const id of ids) await this.outbox.enqueue(id, 0);
  }
}
