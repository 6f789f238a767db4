import { MigrationInterface, QueryRunner } from 'typeorm';

/** The sitemaps a workspace re-syncs on a schedule: a read model (SitemapSubscriptionsProjection, rebuilt by a replay). */
export class SitemapSubscriptions1764100000000 implements MigrationInterface {
  name = 'SitemapSubscriptions1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sitemap_subscriptions (
        id             uuid PRIMARY KEY,
        workspace_id   uuid        NOT NULL,
        url            text        NOT NULL,
        resync         text        NOT NULL,
        subscribed_by  uuid        NOT NULL,
        created_at     timestamptz NOT NULL,
        last_synced_at timestamptz,
        next_sync_at   timestamptz NOT NULL,
        last_result    jsonb,
        last_error     text
      )`);
    await q.query(`CREATE INDEX sitemap_subscriptions_workspace ON sitemap_subscriptions (workspace_id)`);
    // The scheduler's scan: the subscriptions due at a moment, across workspaces.
    await q.query(`CREATE INDEX sitemap_subscriptions_due ON sitemap_subscriptions (next_sync_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sitemap_subscriptions`);
  }
}
