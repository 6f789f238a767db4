import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * users.last_workspace_id: the workspace each person last chose (LastWorkspaceChosen), where their next sign-in
 * starts. No data step: the event is new, so every existing account has none yet and starts in its own
 * workspace, as before.
 */
export class LastWorkspace1764700060000 implements MigrationInterface {
  name = 'LastWorkspace1764700060000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN last_workspace_id uuid`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN IF EXISTS last_workspace_id`);
  }
}
