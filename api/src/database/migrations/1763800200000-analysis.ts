import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The analysis read models. Every table here is a projection of the event log (emptied and rebuilt by
 * a replay). pg-boss keeps its job tables in its own schema `pgboss`, which it creates and migrates itself.
 */
export class Analysis1763800200000 implements MigrationInterface {
  name = 'Analysis1763800200000';

  async up(q: QueryRunner): Promise<void> {
    // One row per ContentAnalyzed, keyed by the event's position so that a replay rebuilds the same rows.
    await q.query(`
      CREATE TABLE health_history (
        position     bigint PRIMARY KEY,
        content_id   uuid        NOT NULL,
        workspace_id uuid        NOT NULL,
        analysed_at  timestamptz NOT NULL,
        health_score real        NOT NULL,
        freshness    real        NOT NULL,
        seo_score    real        NOT NULL,
        readability  real        NOT NULL,
        status       text        NOT NULL,
        analyser     text        NOT NULL,
        model        text
      )`);
    await q.query(`CREATE INDEX health_history_content ON health_history (content_id, analysed_at)`);
    await q.query(`CREATE INDEX health_history_workspace ON health_history (workspace_id, analysed_at)`);

    // The latest fingerprint and text of each source URL, what the next comparison diffs against.
    await q.query(`
      CREATE TABLE source_snapshots (
        id           uuid PRIMARY KEY,
        content_id   uuid        NOT NULL,
        workspace_id uuid        NOT NULL,
        url          text        NOT NULL,
        fingerprint  text        NOT NULL,
        text         text        NOT NULL,
        compared_at  timestamptz NOT NULL,
        changed_at   timestamptz
      )`);
    await q.query(`CREATE INDEX source_snapshots_content ON source_snapshots (content_id)`);

    // The progress of each bulk refresh ('Refresh All').
    await q.query(`
      CREATE TABLE analysis_jobs (
        id           uuid PRIMARY KEY,
        workspace_id uuid        NOT NULL,
        total        integer     NOT NULL,
        done         integer     NOT NULL DEFAULT 0,
        failed       integer     NOT NULL DEFAULT 0,
        created_at   timestamptz NOT NULL,
        finished_at  timestamptz
      )`);
    await q.query(`CREATE INDEX analysis_jobs_workspace ON analysis_jobs (workspace_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['analysis_jobs', 'source_snapshots', 'health_history']) await q.query(`DROP TABLE IF EXISTS ${table}`);
  }
}
