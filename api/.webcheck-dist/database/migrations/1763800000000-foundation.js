"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Foundation1763800000000 = void 0;
/** The event log, projection checkpoints, sessions, credentials and the first read models. */
class Foundation1763800000000 {
    constructor() {
        this.name = 'Foundation1763800000000';
    }
    async up(q) {
        await q.query(`CREATE EXTENSION IF NOT EXISTS pgcrypto`);
        await q.query(`
      CREATE TABLE events (
        position    bigserial PRIMARY KEY,
        stream_id   text        NOT NULL,
        version     integer     NOT NULL,
        type        text        NOT NULL,
        data        jsonb       NOT NULL,
        metadata    jsonb       NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT events_stream_version UNIQUE (stream_id, version)
      )`);
        // The log is append-only: refuse UPDATE and DELETE at the database, not just by convention.
        await q.query(`
      CREATE FUNCTION events_are_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'events are never changed or deleted'; END $$`);
        await q.query(`
      CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON events
      FOR EACH ROW EXECUTE FUNCTION events_are_immutable()`);
        await q.query(`CREATE TABLE projection_checkpoints (name text PRIMARY KEY, position bigint NOT NULL DEFAULT 0)`);
        await q.query(`
      CREATE TABLE sessions (
        sid    varchar PRIMARY KEY,
        sess   json         NOT NULL,
        expire timestamp(6) NOT NULL
      )`);
        await q.query(`CREATE INDEX sessions_expire ON sessions (expire)`);
        // Secrets live outside the event log so that no event ever carries one.
        await q.query(`
      CREATE TABLE user_credentials (
        user_id       uuid PRIMARY KEY,
        email         text NOT NULL,
        password_hash text NOT NULL,
        created_at    timestamptz NOT NULL DEFAULT now()
      )`);
        await q.query(`CREATE UNIQUE INDEX user_credentials_email ON user_credentials (lower(email))`);
        await q.query(`
      CREATE TABLE users (
        id                     uuid PRIMARY KEY,
        workspace_id           uuid NOT NULL,
        email                  text NOT NULL,
        first_name             text,
        last_name              text,
        profile_image_url      text,
        role                   text NOT NULL,
        plan_type              text NOT NULL,
        subscription_status    text NOT NULL,
        stripe_customer_id     text,
        stripe_subscription_id text,
        created_at             timestamptz NOT NULL,
        updated_at             timestamptz NOT NULL
      )`);
        await q.query(`
      CREATE TABLE content_items (
        id             uuid PRIMARY KEY,
        workspace_id   uuid NOT NULL,
        title          text NOT NULL,
        url            text NOT NULL,
        content_type   text NOT NULL,
        status         text NOT NULL,
        health_score   real NOT NULL,
        last_updated   timestamptz,
        last_analyzed  timestamptz,
        created_at     timestamptz NOT NULL,
        content        text,
        ai_prompt      text,
        check_schedule jsonb NOT NULL,
        analysis       jsonb,
        source_urls    jsonb NOT NULL DEFAULT '[]',
        document       text NOT NULL
      )`);
        await q.query(`CREATE INDEX content_items_workspace_created ON content_items (workspace_id, created_at DESC, id)`);
    }
    async down(q) {
        for (const table of ['content_items', 'users', 'user_credentials', 'sessions', 'projection_checkpoints', 'events']) {
            await q.query(`DROP TABLE IF EXISTS ${table}`);
        }
        await q.query(`DROP FUNCTION IF EXISTS events_are_immutable`);
    }
}
exports.Foundation1763800000000 = Foundation1763800000000;
//# sourceMappingURL=1763800000000-foundation.js.map