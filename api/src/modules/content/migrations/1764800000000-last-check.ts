import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How each item's last check ended (content_items.last_check, contracts' LastCheck) and the state the screens,
 * filters and counts use (content_items.standing, contracts' contentStanding): 'not_checked' before the first
 * check, 'check_failed' when the last one failed, otherwise the status. `standing` is generated from the two
 * columns, so that Postgres applies page-state.ts's rule in this one place, and a replay, which writes them,
 * gives the same values.
 *
 * The kept counts (migration 1764600000000) are kept by standing instead of status: the status counts and the
 * health averages then leave out unchecked and failed items, and the status filter's totals count them apart.
 *
 * The checks are already in the ContentAnalyzed and ContentAnalysisFailed events: the content read model is
 * emptied (its counts with it) and its checkpoint reset, and the projection rebuilds it on start.
 */
export class LastCheck1764800000000 implements MigrationInterface {
  name = 'LastCheck1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`TRUNCATE content_items`);
    await q.query(`ALTER TABLE content_items ADD COLUMN last_check jsonb`);
    await q.query(`
      ALTER TABLE content_items ADD COLUMN standing text NOT NULL GENERATED ALWAYS AS (
        CASE WHEN last_check IS NULL OR jsonb_typeof(last_check) = 'null' THEN 'not_checked'
             WHEN last_check ->> 'outcome' = 'failed' THEN 'check_failed'
             ELSE status END) STORED`);
    // Priority Actions: the lowest scores of measured items (queries/measured-items.ts), without stepping over the rest.
    await q.query(
      `CREATE INDEX content_items_measured_health ON content_items (workspace_id, health_score, id) WHERE standing NOT IN ('not_checked', 'check_failed')`,
    );
    await q.query(`ALTER TABLE content_item_counts RENAME COLUMN status TO standing`);
    await q.query(keepCountsBy('standing'));
    await q.query(`UPDATE projection_checkpoints SET position = 0 WHERE name = 'content_items'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`TRUNCATE content_items`);
    await q.query(`ALTER TABLE content_item_counts RENAME COLUMN standing TO status`);
    await q.query(keepCountsBy('status'));
    await q.query(`DROP INDEX IF EXISTS content_items_measured_health`);
    await q.query(`ALTER TABLE content_items DROP COLUMN IF EXISTS standing, DROP COLUMN IF EXISTS last_check`);
    await q.query(`UPDATE projection_checkpoints SET position = 0 WHERE name = 'content_items'`);
  }
}

/** The trigger function of migration 1764600000000, counting items by the given column of content_items. */
function keepCountsBy(column: 'standing' | 'status'): string {
  return `
      CREATE OR REPLACE FUNCTION content_item_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $fn$
      DECLARE
        changed text := CASE TG_OP
          WHEN 'INSERT' THEN 'SELECT 1 AS sign, n.* FROM new_rows n'
          WHEN 'DELETE' THEN 'SELECT -1 AS sign, o.* FROM old_rows o'
          ELSE 'SELECT 1 AS sign, n.* FROM new_rows n UNION ALL SELECT -1 AS sign, o.* FROM old_rows o' END;
      BEGIN
        EXECUTE format($sql$
          INSERT INTO content_item_counts AS c (cell, workspace_id, ${column}, content_type, analysis_state, items, health_sum, seo_sum, readability_sum)
          SELECT r.workspace_id || '/' || r.${column} || '/' || r.content_type || '/' || r.analysis_state,
                 r.workspace_id, r.${column}, r.content_type, r.analysis_state,
                 sum(r.sign),
                 coalesce(sum(r.sign * r.health_score::numeric), 0),
                 coalesce(sum(r.sign * CASE WHEN jsonb_typeof(r.analysis -> 'seoScore') = 'number' THEN (r.analysis ->> 'seoScore')::numeric END), 0),
                 coalesce(sum(r.sign * CASE WHEN jsonb_typeof(r.analysis -> 'readability') = 'number' THEN (r.analysis ->> 'readability')::numeric END), 0)
            FROM (%s) r
           GROUP BY r.workspace_id, r.${column}, r.content_type, r.analysis_state
          ON CONFLICT (cell) DO UPDATE SET items = c.items + EXCLUDED.items, health_sum = c.health_sum + EXCLUDED.health_sum,
                 seo_sum = c.seo_sum + EXCLUDED.seo_sum, readability_sum = c.readability_sum + EXCLUDED.readability_sum
        $sql$, changed);
        DELETE FROM content_item_counts WHERE items = 0;
        RETURN NULL;
      END $fn$`;
}
