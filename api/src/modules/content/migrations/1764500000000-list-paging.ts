import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * GET /api/content-items pages, sorts and searches on the server (up to 100,000 items a workspace). Each
 * sort has an index on (workspace_id, <the sort key exactly as the list handler writes it>, id), so a page is
 * an index range scan in either direction whatever the workspace's size; the search (`q`, a case-insensitive
 * substring of the title or the URL) uses pg_trgm's trigram GIN indexes, which answer ILIKE '%...%'.
 */
export class ListPaging1764500000000 implements MigrationInterface {
  name = 'ListPaging1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE INDEX content_items_page_created ON content_items (workspace_id, created_at, id)`);
    await q.query(`CREATE INDEX content_items_page_title ON content_items (workspace_id, lower(title), id)`);
    await q.query(`CREATE INDEX content_items_page_health ON content_items (workspace_id, health_score, id)`);
    await q.query(`CREATE INDEX content_items_page_analyzed ON content_items (workspace_id, coalesce(last_analyzed, '-infinity'::timestamptz), id)`);
    await q.query(`CREATE INDEX content_items_page_updated ON content_items (workspace_id, coalesce(last_updated, '-infinity'::timestamptz), id)`);
    await q.query(`CREATE INDEX content_items_search_title ON content_items USING gin (title gin_trgm_ops)`);
    await q.query(`CREATE INDEX content_items_search_url ON content_items USING gin (url gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of ['created', 'title', 'health', 'analyzed', 'updated']) await q.query(`DROP INDEX IF EXISTS content_items_page_${index}`);
    await q.query(`DROP INDEX IF EXISTS content_items_search_title`);
    await q.query(`DROP INDEX IF EXISTS content_items_search_url`);
  }
}
