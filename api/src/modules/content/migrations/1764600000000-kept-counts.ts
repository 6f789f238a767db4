import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lists and stats at 100,000 items a workspace without counting every row:
 *
 * - `content_items.analysis_state` ('unanalyzed', 'no_issues', 'with_issues'), a stored generated column, so that
 *   the Advanced Data filter (`analysis=`) is a plain column test, and 'With Issues' means exactly what the web's
 *   advanced-data-rules.ts means: an analysis with at least one issue. `analysis_errors` counts its error-level
 *   issues (This Week's Performance). Generated from `analysis`, they cannot disagree with it, and a replay,
 *   which writes `analysis`, gives the same values.
 * - `content_item_counts`: per workspace, one row per (status, type, analysis state) with the number of items and
 *   the sums of their health, SEO and readability scores. Every total of the unsearched list (any combination of
 *   the status, type and analysis filters) and the stats are a sum of at most 45 such rows. Statement triggers on
 *   `content_items` keep it, from the rows each statement inserted, updated or deleted (the transition tables), so
 *   whoever writes the read model (the projection, a replay, a migration, a benchmark's SQL) keeps the counts
 *   right; a replay truncates both tables together. Sums are `numeric`: additions and subtractions are exact, so
 *   counts kept over years of updates equal the counts a replay builds. Empty rows are deleted for the same reason.
 */
export class KeptCounts1764600000000 implements MigrationInterface {
  name = 'KeptCounts1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE content_items
        ADD COLUMN analysis_state text NOT NULL GENERATED ALWAYS AS (
          CASE WHEN analysis IS NULL OR jsonb_typeof(analysis) = 'null' THEN 'unanalyzed'
               WHEN jsonb_typeof(analysis -> 'issues') = 'array' AND analysis -> 'issues' <> '[]'::jsonb THEN 'with_issues'
               ELSE 'no_issues' END) STORED,
        ADD COLUMN analysis_errors integer NOT NULL GENERATED ALWAYS AS (
          CASE WHEN jsonb_typeof(analysis -> 'issues') = 'array'
               THEN jsonb_array_length(jsonb_path_query_array(analysis -> 'issues', '$[*] ? (@.severity == "error")'))
               ELSE 0 END) STORED`);
    // The analysis filter with the default order (newest first) walks this index.
    await q.query(`CREATE INDEX content_items_page_analysis ON content_items (workspace_id, analysis_state, created_at, id)`);
    // The dashboards (queries/get-dashboard): Priority Actions, the lowest analysed scores, without stepping over
    // the never-analysed items at 0; This Week's Performance from the index alone (an index-only scan).
    // It also serves analysis=analyzed sorted by health; analysis_health serves the one-state filters so sorted
    // (With Issues sorted by health, highest first, otherwise steps over every clean item first).
    await q.query(`CREATE INDEX content_items_analysed_health ON content_items (workspace_id, health_score, id) WHERE analysis_state <> 'unanalyzed'`);
    await q.query(`CREATE INDEX content_items_analysis_health ON content_items (workspace_id, analysis_state, health_score, id)`);
    await q.query(
      `CREATE INDEX content_items_analysed_at ON content_items (workspace_id, last_analyzed) INCLUDE (health_score, status, analysis_errors) WHERE last_analyzed IS NOT NULL`,
    );

    await q.query(`
      CREATE TABLE content_item_counts (
        cell text PRIMARY KEY,
        workspace_id uuid NOT NULL,
        status text NOT NULL,
        content_type text NOT NULL,
        analysis_state text NOT NULL,
        items integer NOT NULL,
        health_sum numeric NOT NULL,
        seo_sum numeric NOT NULL,
        readability_sum numeric NOT NULL
      )`);
    await q.query(`CREATE INDEX content_item_counts_workspace ON content_item_counts (workspace_id)`);

    await q.query(`CREATE INDEX content_item_counts_empty ON content_item_counts (cell) WHERE items = 0`);

    // One function for the three triggers: the rows a statement added count +1, the rows it removed -1 (an
    // update is both), summed per cell. Dynamic SQL because each trigger names only its own transition tables.
    await q.query(`
      CREATE FUNCTION content_item_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $fn$
      DECLARE
        changed text := CASE TG_OP
          WHEN 'INSERT' THEN 'SELECT 1 AS sign, n.* FROM new_rows n'
          WHEN 'DELETE' THEN 'SELECT -1 AS sign, o.* FROM old_rows o'
          ELSE 'SELECT 1 AS sign, n.* FROM new_rows n UNION ALL SELECT -1 AS sign, o.* FROM old_rows o' END;
      BEGIN
        EXECUTE format($sql$
          INSERT INTO content_item_counts AS c (cell, workspace_id, status, content_type, analysis_state, items, health_sum, seo_sum, readability_sum)
          SELECT r.workspace_id || '/' || r.status || '/' || r.content_type || '/' || r.analysis_state,
                 r.workspace_id, r.status, r.content_type, r.analysis_state,
                 sum(r.sign),
                 coalesce(sum(r.sign * r.health_score::numeric), 0),
                 coalesce(sum(r.sign * CASE WHEN jsonb_typeof(r.analysis -> 'seoScore') = 'number' THEN (r.analysis ->> 'seoScore')::numeric END), 0),
                 coalesce(sum(r.sign * CASE WHEN jsonb_typeof(r.analysis -> 'readability') = 'number' THEN (r.analysis ->> 'readability')::numeric END), 0)
            FROM (%s) r
           GROUP BY r.workspace_id, r.status, r.content_type, r.analysis_state
          ON CONFLICT (cell) DO UPDATE SET items = c.items + EXCLUDED.items, health_sum = c.health_sum + EXCLUDED.health_sum,
                 seo_sum = c.seo_sum + EXCLUDED.seo_sum, readability_sum = c.readability_sum + EXCLUDED.readability_sum
        $sql$, changed);
        DELETE FROM content_item_counts WHERE items = 0;
        RETURN NULL;
      END $fn$`);
    await q.query(
      `CREATE TRIGGER content_item_counts_insert AFTER INSERT ON content_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_item_counts_keep()`,
    );
    await q.query(
      `CREATE TRIGGER content_item_counts_update AFTER UPDATE ON content_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_item_counts_keep()`,
    );
    await q.query(
      `CREATE TRIGGER content_item_counts_delete AFTER DELETE ON content_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION content_item_counts_keep()`,
    );
    // TRUNCATE fires no row triggers: emptying the items empties their counts.
    await q.query(
      `CREATE FUNCTION content_item_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $fn$ BEGIN DELETE FROM content_item_counts; RETURN NULL; END $fn$`,
    );
    await q.query(
      `CREATE TRIGGER content_item_counts_truncate AFTER TRUNCATE ON content_items FOR EACH STATEMENT EXECUTE FUNCTION content_item_counts_clear()`,
    );
    // Items already in the read model.
    await q.query(`
      INSERT INTO content_item_counts (cell, workspace_id, status, content_type, analysis_state, items, health_sum, seo_sum, readability_sum)
      SELECT workspace_id || '/' || status || '/' || content_type || '/' || analysis_state, workspace_id, status, content_type, analysis_state,
             count(*), sum(health_score::numeric),
             coalesce(sum(CASE WHEN jsonb_typeof(analysis -> 'seoScore') = 'number' THEN (analysis ->> 'seoScore')::numeric END), 0),
             coalesce(sum(CASE WHEN jsonb_typeof(analysis -> 'readability') = 'number' THEN (analysis ->> 'readability')::numeric END), 0)
        FROM content_items GROUP BY workspace_id, status, content_type, analysis_state`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS content_item_counts_insert ON content_items`);
    await q.query(`DROP TRIGGER IF EXISTS content_item_counts_update ON content_items`);
    await q.query(`DROP TRIGGER IF EXISTS content_item_counts_delete ON content_items`);
    await q.query(`DROP TRIGGER IF EXISTS content_item_counts_truncate ON content_items`);
    await q.query(`DROP FUNCTION IF EXISTS content_item_counts_keep()`);
    await q.query(`DROP FUNCTION IF EXISTS content_item_counts_clear()`);
    await q.query(`DROP FUNCTION IF EXISTS content_item_counts_add(integer, jsonb)`);
    await q.query(`DROP TABLE IF EXISTS content_item_counts`);
    await q.query(`DROP INDEX IF EXISTS content_items_page_analysis`);
    await q.query(`DROP INDEX IF EXISTS content_items_analysed_health`);
    await q.query(`DROP INDEX IF EXISTS content_items_analysis_health`);
    await q.query(`DROP INDEX IF EXISTS content_items_analysed_at`);
    await q.query(`ALTER TABLE content_items DROP COLUMN IF EXISTS analysis_state, DROP COLUMN IF EXISTS analysis_errors`);
  }
}
