import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The standing AI verdict that a page contradicts its sources (content_items.contradiction), kept until a later
 * comparison judges otherwise. The verdicts are already in the ContentCompared events, so the content read model is
 * emptied and its checkpoint reset: the projection rebuilds it from the event log on start, verdicts included.
 */
export class Contradiction1764700000000 implements MigrationInterface {
  name = 'Contradiction1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE content_items ADD COLUMN contradiction jsonb`);
    await q.query(`TRUNCATE content_items`);
    await q.query(`UPDATE projection_checkpoints SET position = 0 WHERE name = 'content_items'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE content_items DROP COLUMN IF EXISTS contradiction`);
  }
}
