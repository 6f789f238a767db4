import type PgBoss from 'pg-boss';

/** One job per message to deliver (`notifications` row); a grouped bulk run's message waits for its run to go quiet. */
export const DELIVER_QUEUE = 'deliver-notification';
/** Every minute: mails kept in the outbox go out once SMTP_URL is set; lost deliveries are picked up again. */
export const FLUSH_QUEUE = 'flush-notification-outbox';
/** Mondays at 08:00 UTC: the weekly digest. */
export const DIGEST_QUEUE = 'weekly-notification-digest';

export interface DeliverJobData {
  notificationId: string;
}

/**
 * At least once, with exponential backoff: 10 s, 20 s, 40 s, 80 s, 160 s (a receiver restarting, a full SMTP
 * queue). After the last attempt the message is marked failed with the last error in the delivery log.
 */
export const DELIVER_QUEUE_OPTIONS: Omit<PgBoss.Queue, 'name'> = { retryLimit: 5, retryBackoff: true, retryDelay: 10 };
