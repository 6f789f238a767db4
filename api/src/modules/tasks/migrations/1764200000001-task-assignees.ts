import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Teams: a task's assignee, and who created and completed it (the events' actors). The tasks read model is
 * rebuilt by a replay, which fills created_by and completed_by for older tasks from their events' metadata.
 */
export class TaskAssignees1764200000001 implements MigrationInterface {
  name = 'TaskAssignees1764200000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tasks ADD COLUMN assignee_id uuid, ADD COLUMN created_by text, ADD COLUMN completed_by text`);
    await q.query(`CREATE INDEX tasks_assignee ON tasks (workspace_id, assignee_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tasks DROP COLUMN assignee_id, DROP COLUMN created_by, DROP COLUMN completed_by`);
  }
}
