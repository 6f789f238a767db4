import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Schedules that mean what they say: an item may have no schedule of its own (it runs on the workspace's
 * analysis_schedule), each item's next check is kept in the read model (indexed, so the scanner reads the due
 * items instead of computing every item's schedule each minute), and the content projection keeps each
 * workspace's default schedule and time zone beside it.
 *
 * next_check_at needs the time-zone arithmetic of contracts, which SQL does not have: instead of filling it
 * here, the content read model is emptied and its checkpoint reset, so the projection rebuilds it from the event
 * log on start (the same thing `npm run replay` does).
 */
export class NextCheck1764000000000 implements MigrationInterface {
  name = 'NextCheck1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE content_items ALTER COLUMN check_schedule DROP NOT NULL`);
    await q.query(`ALTER TABLE content_items ADD COLUMN next_check_at timestamptz`);
    await q.query(`CREATE INDEX content_items_next_check ON content_items (next_check_at) WHERE next_check_at IS NOT NULL`);
    await q.query(`
      CREATE TABLE workspace_schedules (
        id                uuid PRIMARY KEY,
        analysis_schedule jsonb NOT NULL,
        time_zone         text  NOT NULL
      )`);
    await q.query(`TRUNCATE content_items`);
    await q.query(`UPDATE projection_checkpoints SET position = 0 WHERE name = 'content_items'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS workspace_schedules`);
    await q.query(`DROP INDEX IF EXISTS content_items_next_check`);
    await q.query(`ALTER TABLE content_items DROP COLUMN IF EXISTS next_check_at`);
  }
}
