#!/usr/bin/env node
/**
 * A scheduler that does not scan. 100,000 items (one workspace) whose checks are spread by each item's
 * jitter over the hour after their scheduled time; the scanner's tick (ScheduledChecksScanner.scan: the due
 * rows read from the next-check index and enqueued into pg-boss's job table in SQL) is timed for each minute.
 * Target: p95 < 200 ms per tick. Two cases, one after the other on the same app:
 *
 * - daily: every item on 09:00; the 60 ticks of 09:00 to 09:59, plus 5 before 09:00 when nothing is due. After
 *   each tick the items it enqueued get the next day's check, as their recorded analyses would give them.
 * - hourly: every item checked again an hour after its last check (the product has no hourly schedule; this is
 *   the steady load such checks, or 100,000 items spread over every hour, would bring: about 1,667 due a
 *   minute without end). 120 ticks, 09:00 to 10:59: in the second hour the first hour's 100,000 jobs are
 *   still in pg-boss's table (the workers are off), as a slow queue would leave them.
 *
 * The built app (api/dist) runs in this process on a fresh database (bench/lib.mjs withAppOnFreshDatabase).
 * The items are written straight into the content_items read model with SQL (the tick reads nothing else;
 * importing 100,000 items through the API is bench/import.mjs's subject), each with the next check the
 * projection computes: 09:00 plus checkJitterSeconds(id). The analysis workers are switched off so that the
 * ticks are measured alone. At minute 30 of each case the enqueue statement is also run under EXPLAIN ANALYZE
 * (rolled back) to show how content_items is read and how much of a tick is PostgreSQL's.
 *
 *   node bench/scheduler-tick.mjs [--no-build] [--items 100000]
 */
import { join } from 'node:path';
import { ensureBuilt, numberOption, requireFromApi, root, summarize, withAppOnFreshDatabase } from './lib.mjs';

const items = numberOption('items', 100_000);
if (!process.argv.includes('--no-build')) ensureBuilt();

const { ScheduledChecksScanner } = requireFromApi(join(root, 'api/dist/modules/analysis/jobs/scheduled-checks.scanner.js'));
const { DUE_WORKSPACES_SQL, ENQUEUE_DUE_CHECKS_SQL, MAX_CHECKS_PER_TICK } = requireFromApi(join(root, 'api/dist/modules/analysis/jobs/due-checks.sql.js'));
const { JOB_QUEUE } = requireFromApi(join(root, 'api/dist/shared/jobs/job-queue.js'));
const { ANALYSE_QUEUE, COMPARE_QUEUE } = requireFromApi(join(root, 'api/dist/modules/analysis/jobs/analysis-queues.js'));

const workspace = '00000000-0000-4000-8000-00000000beef';
const jitter = `(('x' || substr(md5(id::text), 1, 8))::bit(32)::bigint % 3600)::int`;
const nineOClock = new Date('2026-11-24T09:00:00Z');

/** The plan node that reads content_items, anywhere in an EXPLAIN (FORMAT JSON) tree. */
function contentItemsScan(plan) {
  if (plan['Relation Name'] === 'content_items') return `${plan['Node Type']}${plan['Index Name'] ? ` on ${plan['Index Name']}` : ''}`;
  for (const child of plan.Plans ?? []) {
    const found = contentItemsScan(child);
    if (found) return found;
  }
  return null;
}

/** The enqueue statement of a tick at `now`, under EXPLAIN ANALYZE in a transaction that is rolled back. */
async function explainTick(db, now) {
  const runner = db.createQueryRunner();
  await runner.startTransaction();
  try {
    const workspaces = await runner.query(DUE_WORKSPACES_SQL, [now, MAX_CHECKS_PER_TICK]);
    const expiries = JSON.stringify(workspaces.map(({ workspace_id }) => ({ workspace_id, expire_seconds: 600 })));
    const [
      {
        'QUERY PLAN': [{ Plan, 'Execution Time': executionMs }],
      },
    ] = await runner.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${ENQUEUE_DUE_CHECKS_SQL}`, [now, MAX_CHECKS_PER_TICK, expiries, 'system:scheduler']);
    return `content_items read by ${contentItemsScan(Plan)}; the enqueue statement ${executionMs.toFixed(1)} ms in PostgreSQL`;
  } finally {
    await runner.rollbackTransaction();
    await runner.release();
  }
}

/** Times one tick a minute over `minutes` (relative to 09:00); after each, the due items move on by `recurrence`. */
async function run(db, scanner, name, minutes, recurrence) {
  await db.query(`TRUNCATE content_items`);
  await db.query(`DELETE FROM pgboss.job WHERE name IN ($1, $2)`, [ANALYSE_QUEUE, COMPARE_QUEUE]);
  const started = performance.now();
  await db.query(
    `INSERT INTO content_items (id, workspace_id, title, url, content_type, status, health_score, created_at, updated_at, source_urls, document)
     SELECT gen_random_uuid(), $1, 'Page ' || n, 'https://shop.site-a.test/p/' || n, 'page', 'fresh', 50, now(), now(), '[]', '{}'
       FROM generate_series(1, $2) AS n`,
    [workspace, items],
  );
  await db.query(`UPDATE content_items SET next_check_at = $1::timestamptz + make_interval(secs => ${jitter})`, [nineOClock]);
  await db.query('VACUUM ANALYZE content_items');
  console.log(`${name}: ${items} items written in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const ticks = [];
  const idle = [];
  const perMinute = [];
  // This process's CPU time during a tick (its event loop's share of the work; the rest is PostgreSQL's).
  const nodeCpu = [];
  let enqueued = 0;
  for (const minute of minutes) {
    const now = new Date(nineOClock.getTime() + minute * 60_000 + 59_999);
    if (minute === 30) console.log(`${name}, minute 30: ${await explainTick(db, now)}`);
    const cpu = process.cpuUsage();
    const t = performance.now();
    const due = await scanner.scan(now);
    const ms = performance.now() - t;
    const { user, system } = process.cpuUsage(cpu);
    (due > 0 ? ticks : idle).push(ms);
    if (due > 0) perMinute.push(due);
    if (due > 0) nodeCpu.push((user + system) / 1000);
    enqueued += due;
    // The analyses ran: their items' next checks are the next ones.
    await db.query(`UPDATE content_items SET next_check_at = next_check_at + $2::interval WHERE next_check_at <= $1`, [now, recurrence]);
  }
  const [{ jobs }] = await db.query(`SELECT count(*)::int AS jobs FROM pgboss.job WHERE name = $1`, [ANALYSE_QUEUE]);
  console.log(`${name}: ticks with due checks ${JSON.stringify(summarize(ticks))} ms; due per minute ${JSON.stringify(summarize(perMinute))}`);
  console.log(`${name}: CPU time of this process per tick with due checks ${JSON.stringify(summarize(nodeCpu))} ms`);
  if (idle.length) console.log(`${name}: ticks with nothing due ${JSON.stringify(summarize(idle))} ms`);
  console.log(`${name}: ${enqueued} checks enqueued, ${jobs} analysis jobs in pg-boss`);
}

const range = (from, to) => Array.from({ length: to - from }, (_, i) => from + i);

await withAppOnFreshDatabase('scheduler', async (running) => {
  const boss = running.app.get(JOB_QUEUE);
  await boss.offWork(ANALYSE_QUEUE);
  await boss.offWork(COMPARE_QUEUE);
  const scanner = running.app.get(ScheduledChecksScanner, { strict: false });
  const db = running.dataSource;
  await run(db, scanner, 'daily', range(-5, 60), '1 day');
  await run(db, scanner, 'hourly', range(0, 120), '1 hour');
});
