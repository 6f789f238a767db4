import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Alerts. `notification_channels` is a read model (NotificationChannelsProjection, rebuilt by a replay). The
 * others are not projections and a replay leaves them alone: the sealed webhook secrets (never in events), the
 * delivery log that is also the durable outbox (what was sent is a fact of the outside world, not of the log),
 * and what the alert reaction remembers of each item to tell a before from an after.
 */
export class Notifications1763900000000 implements MigrationInterface {
  name = 'Notifications1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notification_channels (
        id           uuid PRIMARY KEY,
        workspace_id uuid        NOT NULL,
        type         text        NOT NULL,
        target       text        NOT NULL,
        events       text[]      NOT NULL,
        created_at   timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX notification_channels_workspace ON notification_channels (workspace_id)`);
    await q.query(`
      CREATE TABLE notification_channel_secrets (
        id           uuid PRIMARY KEY,
        workspace_id uuid NOT NULL,
        sealed       text NOT NULL
      )`);
    await q.query(`
      CREATE TABLE notifications (
        id           uuid PRIMARY KEY,
        workspace_id uuid        NOT NULL,
        channel_id   uuid        NOT NULL,
        channel_type text        NOT NULL,
        target       text        NOT NULL,
        kind         text        NOT NULL,
        group_key    text        NOT NULL,
        dedupe_key   text        NOT NULL UNIQUE,
        items        jsonb       NOT NULL,
        status       text        NOT NULL,
        attempts     integer     NOT NULL DEFAULT 0,
        last_error   text,
        created_at   timestamptz NOT NULL DEFAULT now(),
        sent_at      timestamptz,
        read_at      timestamptz,
        -- When the last item joined: a bulk run's message waits until its group has been quiet for a while.
        updated_at   timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX notifications_workspace ON notifications (workspace_id, created_at DESC)`);
    await q.query(`CREATE INDEX notifications_group ON notifications (group_key) WHERE status IN ('pending', 'waiting_smtp')`);
    await q.query(`
      CREATE TABLE notification_items (
        content_id   uuid PRIMARY KEY,
        workspace_id uuid    NOT NULL,
        title        text    NOT NULL,
        url          text    NOT NULL,
        status       text,
        health_score double precision
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS notification_items`);
    await q.query(`DROP TABLE IF EXISTS notifications`);
    await q.query(`DROP TABLE IF EXISTS notification_channel_secrets`);
    await q.query(`DROP TABLE IF EXISTS notification_channels`);
  }
}
