import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * workspace_members and workspace_invitations: identity's membership read models (rebuilt by a replay from
 * UserRegistered, which makes each account the owner of the workspace it created, and the Member* events).
 * invitation_secrets: the SHA-256 of each invitation's token, write-side bookkeeping like user_credentials (a
 * replay leaves it alone); the token itself is never stored. Existing workspaces need no data step: the new
 * projection starts at the log's beginning and folds every UserRegistered into its owner row.
 */
export class WorkspaceMembers1764200000000 implements MigrationInterface {
  name = 'WorkspaceMembers1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE workspace_members (
        workspace_id uuid        NOT NULL,
        user_id      uuid        NOT NULL,
        role         text        NOT NULL,
        joined_at    timestamptz NOT NULL,
        PRIMARY KEY (workspace_id, user_id)
      )`);
    await q.query(`CREATE INDEX workspace_members_user ON workspace_members (user_id)`);
    await q.query(`
      CREATE TABLE workspace_invitations (
        id           uuid PRIMARY KEY,
        workspace_id uuid        NOT NULL,
        email        text        NOT NULL,
        role         text        NOT NULL,
        invited_by   uuid        NOT NULL,
        expires_at   timestamptz NOT NULL,
        created_at   timestamptz NOT NULL,
        accepted_by  uuid
      )`);
    await q.query(`CREATE INDEX workspace_invitations_workspace ON workspace_invitations (workspace_id)`);
    await q.query(`
      CREATE TABLE invitation_secrets (
        invitation_id uuid PRIMARY KEY,
        workspace_id  uuid NOT NULL,
        hash          text NOT NULL UNIQUE
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS invitation_secrets`);
    await q.query(`DROP TABLE IF EXISTS workspace_invitations`);
    await q.query(`DROP TABLE IF EXISTS workspace_members`);
  }
}
