import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tasks, workspace settings, API keys for the WordPress plugin.
 *
 * Read models (emptied and rebuilt by a replay): tasks, settings, api_keys.
 * Secrets (written by command handlers, never in an event, NOT rebuilt by a replay, like user_credentials):
 * workspace_secrets (the AI provider key, encrypted) and api_key_secrets (SHA-256 hashes of API keys).
 */
export class TasksSettingsApiKeys1763800100000 implements MigrationInterface {
  name = 'TasksSettingsApiKeys1763800100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tasks (
        id           uuid PRIMARY KEY,
        workspace_id uuid NOT NULL,
        title        text NOT NULL,
        description  text,
        priority     text NOT NULL,
        status       text NOT NULL,
        content_id   uuid,
        created_at   timestamptz NOT NULL,
        completed_at timestamptz
      )`);
    await q.query(`CREATE INDEX tasks_workspace_created ON tasks (workspace_id, created_at DESC, id)`);

    // One row per key a workspace has changed; keys never set are answered with their defaults.
    await q.query(`
      CREATE TABLE settings (
        id           text PRIMARY KEY,
        workspace_id uuid NOT NULL,
        key          text NOT NULL,
        value        text NOT NULL,
        updated_at   timestamptz NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX settings_workspace_key ON settings (workspace_id, key)`);

    await q.query(`
      CREATE TABLE workspace_secrets (
        workspace_id uuid NOT NULL,
        name         text NOT NULL,
        ciphertext   text NOT NULL,
        updated_at   timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (workspace_id, name)
      )`);

    await q.query(`
      CREATE TABLE api_keys (
        id           uuid PRIMARY KEY,
        user_id      uuid NOT NULL,
        workspace_id uuid NOT NULL,
        name         text NOT NULL,
        prefix       text NOT NULL,
        created_at   timestamptz NOT NULL,
        revoked_at   timestamptz
      )`);
    await q.query(`CREATE INDEX api_keys_user_created ON api_keys (user_id, created_at DESC, id)`);

    await q.query(`
      CREATE TABLE api_key_secrets (
        id           uuid PRIMARY KEY,
        user_id      uuid NOT NULL,
        hash         text NOT NULL,
        created_at   timestamptz NOT NULL DEFAULT now(),
        revoked_at   timestamptz,
        last_used_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX api_key_secrets_hash ON api_key_secrets (hash)`);

    // 'Usage This Month' counts one event type of one workspace within a month straight from the log.
    await q.query(`CREATE INDEX events_type_workspace_occurred ON events (type, (metadata->>'workspaceId'), (metadata->>'occurredAt'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS events_type_workspace_occurred`);
    for (const table of ['api_key_secrets', 'api_keys', 'workspace_secrets', 'settings', 'tasks']) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
