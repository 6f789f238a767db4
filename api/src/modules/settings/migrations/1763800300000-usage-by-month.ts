import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 'Usage This Month' as a read model (UsageProjection) instead of sums over the event log at each request: one
 * row per workspace, month and AI model. A projection table: emptied and rebuilt by a replay. The index of the
 * events table that served those sums has no reader left; it only slowed every append.
 */
export class UsageByMonth1763800300000 implements MigrationInterface {
  name = 'UsageByMonth1763800300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE usage_by_month (
        id                text PRIMARY KEY,
        workspace_id      uuid             NOT NULL,
        month             text             NOT NULL,
        model             text             NOT NULL,
        analyses          integer          NOT NULL,
        ai_calls          double precision NOT NULL,
        prompt_tokens     double precision NOT NULL,
        completion_tokens double precision NOT NULL
      )`);
    await q.query(`CREATE INDEX usage_by_month_workspace ON usage_by_month (workspace_id, month)`);
    await q.query(`DROP INDEX IF EXISTS events_type_workspace_occurred`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX events_type_workspace_occurred ON events (type, (metadata->>'workspaceId'), (metadata->>'occurredAt'))`);
    await q.query(`DROP TABLE IF EXISTS usage_by_month`);
  }
}
