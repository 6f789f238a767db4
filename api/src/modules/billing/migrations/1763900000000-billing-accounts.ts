import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * billing_accounts: the billing module's read model (emptied and rebuilt by a replay). stripe_webhook_events: the
 * Stripe event ids already processed, so that a redelivery is acknowledged and ignored; like user_credentials it
 * is write-side bookkeeping, not a read model, and a replay leaves it alone.
 */
export class BillingAccounts1763900000000 implements MigrationInterface {
  name = 'BillingAccounts1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE billing_accounts (
        id                     uuid PRIMARY KEY,
        workspace_id           uuid    NOT NULL,
        email                  text    NOT NULL,
        plan_type              text    NOT NULL,
        subscription_status    text    NOT NULL,
        past_due_since         text,
        current_period_end     bigint,
        cancel_at_period_end   boolean NOT NULL,
        stripe_customer_id     text,
        stripe_subscription_id text
      )`);
    await q.query(`CREATE INDEX billing_accounts_workspace ON billing_accounts (workspace_id)`);
    await q.query(`CREATE INDEX billing_accounts_customer ON billing_accounts (stripe_customer_id)`);
    await q.query(`
      CREATE TABLE stripe_webhook_events (
        event_id     text PRIMARY KEY,
        type         text        NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS stripe_webhook_events`);
    await q.query(`DROP TABLE IF EXISTS billing_accounts`);
  }
}
