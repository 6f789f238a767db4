import { MigrationInterface, QueryRunner } from 'typeorm';
import { SCHEDULED_CHECKS_VIEW } from '../scheduled-checks.view';

/**
 * The scheduled checks as a view of the content read model, for the scanner to enqueue the due ones with one
 * INSERT ... SELECT rather than carry thousands of rows to Node and back each minute. The view is
 * this module's published shape of that data: the scanner reads the view, never content_items itself, and
 * PostgreSQL refuses to drop or retype a column the view uses, so changing the table keeps the contract in view.
 * The planner inlines it, so `due_at <= $1` is a range scan of the content_items_next_check index.
 */
export class ScheduledChecksView1764630000000 implements MigrationInterface {
  name = 'ScheduledChecksView1764630000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE VIEW ${SCHEDULED_CHECKS_VIEW} AS
      SELECT id AS content_id, workspace_id, next_check_at AS due_at, jsonb_array_length(source_urls) > 0 AS has_sources
        FROM content_items
       WHERE next_check_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW IF EXISTS ${SCHEDULED_CHECKS_VIEW}`);
  }
}
