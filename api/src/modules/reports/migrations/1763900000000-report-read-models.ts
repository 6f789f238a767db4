import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The reports' read models (ReportsProjection): every item with its created and deleted times and its latest
 * analysis, and one row per workspace and UTC day with that day's analyses and status changes. A report then
 * reads at most one row per item and per day instead of the analyses themselves. Projection tables: a replay
 * empties and rebuilds them.
 */
export class ReportReadModels1763900000000 implements MigrationInterface {
  name = 'ReportReadModels1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE report_items (
        id            uuid PRIMARY KEY,
        workspace_id  uuid        NOT NULL,
        title         text        NOT NULL,
        url           text        NOT NULL,
        content_type  text        NOT NULL,
        status        text        NOT NULL,
        health_score  real        NOT NULL,
        freshness     real,
        seo_score     real,
        readability   real,
        last_analyzed timestamptz,
        created_at    timestamptz NOT NULL,
        deleted_at    timestamptz
      )`);
    // The report's lists: the items last analysed within a range.
    await q.query(`CREATE INDEX report_items_workspace_analysed ON report_items (workspace_id, last_analyzed)`);
    await q.query(`
      CREATE TABLE report_days (
        id             text PRIMARY KEY,
        workspace_id   uuid             NOT NULL,
        day            text             NOT NULL,
        analyses       integer          NOT NULL,
        health_sum     double precision NOT NULL,
        status_changes integer          NOT NULL
      )`);
    await q.query(`CREATE INDEX report_days_workspace_day ON report_days (workspace_id, day)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS report_days`);
    await q.query(`DROP TABLE IF EXISTS report_items`);
  }
}
