import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * stripe_webhook_events.ignored: why a correctly signed delivery was acknowledged without changing anything (a
 * subscription Stripe no longer knows); null for one that was handled. Write-side bookkeeping like the table.
 */
export class IgnoredWebhookEvents1764800031300 implements MigrationInterface {
  name = 'IgnoredWebhookEvents1764800031300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE stripe_webhook_events ADD COLUMN ignored text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE stripe_webhook_events DROP COLUMN IF EXISTS ignored`);
  }
}
