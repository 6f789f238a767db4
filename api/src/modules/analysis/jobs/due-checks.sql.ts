import { JOB_SCHEMA } from '../../../shared/jobs/job-queue';
import { SCHEDULED_CHECKS_VIEW } from '../../content';
import { ANALYSE_QUEUE, COMPARE_QUEUE, hashedUuidSql, QUEUE_OPTIONS } from './analysis-queues';

/**
 * The most checks one tick enqueues: about three minutes of 100,000 items falling due every hour. A backlog
 * (the scanner was stopped, or the workers fall behind) is worked off earliest first over the next ticks, so
 * a tick's time stays bounded, and pg-boss never holds more than this many scheduled analyses waiting. The
 * LIMIT with ORDER BY due_at also keeps the due rows an index range scan when the table's statistics are stale
 * (the due times move on all the time; a plain `due_at <= $1` was planned as a whole-table scan once the
 * statistics said half the table was due).
 */
export const MAX_CHECKS_PER_TICK = 5_000;

/** The due checks, earliest first: $1 now, $2 MAX_CHECKS_PER_TICK. */
const DUE = `SELECT * FROM ${SCHEDULED_CHECKS_VIEW} WHERE due_at <= $1 ORDER BY due_at LIMIT $2`;

/** Which workspaces have due checks, and how many each: their settings decide the analyses' expiry. */
export const DUE_WORKSPACES_SQL = `
  SELECT workspace_id, count(*)::int AS due
    FROM (${DUE}) AS due
   GROUP BY workspace_id`;

/** What pg-boss's own insert (insertJobs in pg-boss 10's plans.js) writes for the options the queues use. */
const keepUntil = `now() + COALESCE((q.retention_minutes * 60)::text, '14 days')::interval`;
const retries = `${QUEUE_OPTIONS.retryLimit}, ${QUEUE_OPTIONS.retryBackoff ? `GREATEST(${QUEUE_OPTIONS.retryDelay}, 1)` : QUEUE_OPTIONS.retryDelay}, ${QUEUE_OPTIONS.retryBackoff}`;

/**
 * Enqueues the due checks straight from the view into pg-boss's job table: an analysis for each (its expiry
 * from its workspace's settings) and a comparison for each with sources. Each job's id is the one
 * `analyseJob` and the scanner's comparison give it in Node, derived from the item and the due time, so a
 * check already enqueued (by an earlier tick, another process, or before an upgrade) conflicts and is skipped.
 * The rows go nowhere near Node: at 1,700 checks a minute, building them in Node and sending them back as
 * JSON was most of a tick.
 *
 * $1 now, $2 MAX_CHECKS_PER_TICK, $3 [{workspace_id, expire_seconds}] as JSON, $4 the actor recorded.
 * Answers how many analyses and comparisons were new.
 */
export const ENQUEUE_DUE_CHECKS_SQL = `
  WITH due AS (
    SELECT d.content_id, d.workspace_id, d.has_sources, w.expire_seconds AS analysis_expire_seconds,
           to_char(d.due_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS due_iso
      FROM (${DUE}) AS d
      JOIN json_to_recordset($3::json) AS w (workspace_id uuid, expire_seconds int) USING (workspace_id)
  ),
  runs AS (
    SELECT due.*, ${hashedUuidSql(`'scheduled:' || content_id || ':' || due_iso`)} AS run_id FROM due
  ),
  analyses AS (
    INSERT INTO ${JOB_SCHEMA}.job (id, name, data, singleton_key, expire_in, keep_until, retry_limit, retry_delay, retry_backoff, dead_letter, policy)
    SELECT ${hashedUuidSql(`'${ANALYSE_QUEUE}:' || r.run_id || ':' || r.content_id`)}, q.name,
           jsonb_build_object('jobId', r.run_id, 'contentId', r.content_id, 'workspaceId', r.workspace_id, 'actorId', $4::text),
           r.run_id || ':' || r.content_id, r.analysis_expire_seconds * interval '1 second', ${keepUntil}, ${retries}, q.dead_letter, q.policy
      FROM runs AS r JOIN ${JOB_SCHEMA}.queue AS q ON q.name = '${ANALYSE_QUEUE}'
    ON CONFLICT DO NOTHING
    RETURNING 1
  ),
  comparisons AS (
    INSERT INTO ${JOB_SCHEMA}.job (id, name, data, expire_in, keep_until, retry_limit, retry_delay, retry_backoff, dead_letter, policy)
    SELECT ${hashedUuidSql(`'${COMPARE_QUEUE}:' || r.content_id || ':' || r.due_iso`)}, q.name,
           jsonb_build_object('contentId', r.content_id, 'workspaceId', r.workspace_id, 'actorId', $4::text),
           COALESCE(q.expire_seconds * interval '1 second', interval '15 minutes'), ${keepUntil}, ${retries}, q.dead_letter, q.policy
      FROM runs AS r JOIN ${JOB_SCHEMA}.queue AS q ON q.name = '${COMPARE_QUEUE}'
     WHERE r.has_sources
    ON CONFLICT DO NOTHING
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM analyses)::int AS analyses, (SELECT count(*) FROM comparisons)::int AS comparisons`;
