import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * users.last_workspace_id: the workspace each person last chose (LastWorkspaceChosen) or joined (MemberJoined),
 * where their next sign-in starts. The users projection's checkpoint goes back to the log's start, so that it
 * folds the MemberJoined events already recorded on start (the same thing `npm run replay` does): a member who
 * joined a team before this lands in it too. Its rows are upserted, so they stay while it catches up.
 */
export class LastWorkspace1764700060000 implements MigrationInterface {
  name = 'LastWorkspace1764700060000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN last_workspace_id uuid`);
    await q.query(`UPDATE projection_checkpoints SET position = 0 WHERE name = 'users'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN IF EXISTS last_workspace_id`);
  }
}
