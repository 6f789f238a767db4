import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * GET /api/tasks pages, sorts and searches on the server like the content items (see ListPaging1764500000000):
 * one index per sort key as the tasks list handler writes it, and a trigram index for the title search.
 */
export class TaskPaging1764500010000 implements MigrationInterface {
  name = 'TaskPaging1764500010000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE INDEX tasks_page_created ON tasks (workspace_id, created_at, id)`);
    await q.query(`CREATE INDEX tasks_page_title ON tasks (workspace_id, lower(title), id)`);
    await q.query(`CREATE INDEX tasks_page_priority ON tasks (workspace_id, array_position(ARRAY['low','medium','high'], priority), id)`);
    await q.query(`CREATE INDEX tasks_page_status ON tasks (workspace_id, array_position(ARRAY['pending','in_progress','completed'], status), id)`);
    await q.query(`CREATE INDEX tasks_search_title ON tasks USING gin (title gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of ['created', 'title', 'priority', 'status']) await q.query(`DROP INDEX IF EXISTS tasks_page_${index}`);
    await q.query(`DROP INDEX IF EXISTS tasks_search_title`);
  }
}
