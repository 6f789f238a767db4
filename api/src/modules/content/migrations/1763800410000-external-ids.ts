import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The WordPress plugin's needs of the content_items read model: the caller's externalId, unique per workspace
 * (the content module's decide already keeps it so: the index makes a bug loud rather than a duplicate silent),
 * and when the item last changed, for GET /api/content-items?updatedSince=. A projection table: a replay
 * refills both columns from the events.
 */
export class ExternalIds1763800410000 implements MigrationInterface {
  name = 'ExternalIds1763800410000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE content_items ADD COLUMN external_id text`);
    await q.query(`ALTER TABLE content_items ADD COLUMN updated_at timestamptz`);
    await q.query(`UPDATE content_items SET updated_at = coalesce(last_analyzed, created_at)`);
    await q.query(`ALTER TABLE content_items ALTER COLUMN updated_at SET NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX content_items_workspace_external_id ON content_items (workspace_id, external_id) WHERE external_id IS NOT NULL`);
    await q.query(`CREATE INDEX content_items_workspace_updated ON content_items (workspace_id, updated_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS content_items_workspace_updated`);
    await q.query(`DROP INDEX IF EXISTS content_items_workspace_external_id`);
    await q.query(`ALTER TABLE content_items DROP COLUMN IF EXISTS updated_at`);
    await q.query(`ALTER TABLE content_items DROP COLUMN IF EXISTS external_id`);
  }
}
