#!/usr/bin/env node
/**
 * Issue 15: a scheduler that does not scan. 100,000 items (one workspace) on a daily 09:00 schedule, spread over
 * the hour after it by each item's jitter; the scanner's tick (ScheduledChecksScanner.scan: the due rows read
 * from the next_check_at index, the workspace's settings, the analysis jobs inserted into pg-boss) is timed for
 * each minute of that hour, and for minutes when nothing is due. Target: p95 < 200 ms per tick.
 *
 * The built app (api/dist) runs in this process on a fresh database of DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/postgres). The items are written straight into the content_items read
 * model with SQL (the tick reads nothing else; importing 100,000 items through the API is bench/import.mjs's
 * subject), each with the next check the projection computes: 09:00 plus checkJitterSeconds(id). The analysis
 * workers are switched off so that the ticks are measured alone; after each tick the items it enqueued get the
 * next day's check, as the recorded analyses would give them.
 *
 *   node bench/scheduler-tick.mjs [--no-build] [--items 100000]
 */
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, root, summarize } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const items = option('items', 100_000);
if (!args.includes('--no-build')) ensureBuilt();

const require = createRequire(join(root, 'api/package.json'));
const { Client } = require('pg');
const { createApp } = require(join(root, 'api/dist/app.js'));
const { loadConfig } = require(join(root, 'api/dist/config/config.js'));
const { ScheduledChecksScanner } = require(join(root, 'api/dist/modules/analysis/jobs/scheduled-checks.scanner.js'));
const { JOB_QUEUE } = require(join(root, 'api/dist/shared/jobs/job-queue.js'));
const { ANALYSE_QUEUE, COMPARE_QUEUE } = require(join(root, 'api/dist/modules/analysis/jobs/analysis-queues.js'));

const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `freshwatch_bench_scheduler_${process.pid}`;
const admin = new Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();

const config = loadConfig({ ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'freshwatch-bench-')), LOG_LEVEL: 'warn', SCHEDULED_CHECKS: 'false', DATABASE_URL: databaseUrl });
const running = await createApp(config, databaseUrl);
try {
  const boss = running.app.get(JOB_QUEUE);
  await boss.offWork(ANALYSE_QUEUE);
  await boss.offWork(COMPARE_QUEUE);
  const scanner = running.app.get(ScheduledChecksScanner, { strict: false });
  // How much of each tick is pg-boss inserting the jobs (timed around the scanner's one call per queue).
  const insertMs = [];
  const insert = boss.insert.bind(boss);
  boss.insert = async (...jobs) => {
    const t = performance.now();
    try {
      return await insert(...jobs);
    } finally {
      insertMs.push(performance.now() - t);
    }
  };
  const db = running.dataSource;

  const workspace = '00000000-0000-4000-8000-00000000beef';
  const jitter = `(('x' || substr(md5(id::text), 1, 8))::bit(32)::bigint % 3600)::int`;
  const nineOClock = new Date('2026-11-24T09:00:00Z');
  let started = performance.now();
  await db.query(
    `INSERT INTO content_items (id, workspace_id, title, url, content_type, status, health_score, created_at, updated_at, source_urls, document)
     SELECT gen_random_uuid(), $1, 'Page ' || n, 'https://shop.example.com/p/' || n, 'page', 'fresh', 50, now(), now(), '[]', '{}'
       FROM generate_series(1, $2) AS n`,
    [workspace, items],
  );
  await db.query(`UPDATE content_items SET next_check_at = $1::timestamptz + make_interval(secs => ${jitter})`, [nineOClock]);
  await db.query('ANALYZE content_items');
  console.log(`${items} items written in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const ticks = [];
  const idle = [];
  let enqueued = 0;
  const perMinute = [];
  for (let minute = -5; minute < 60; minute++) {
    const now = new Date(nineOClock.getTime() + minute * 60_000 + 59_999);
    if (minute === 30) {
      // What of a tick is the database's reading of the due rows (the rest is building and inserting the jobs).
      const plan = await db.query(`EXPLAIN (ANALYZE, FORMAT JSON) SELECT id, workspace_id, next_check_at, jsonb_array_length(source_urls) > 0 FROM content_items WHERE next_check_at <= $1`, [now]);
      const { Plan, 'Execution Time': executionMs } = plan[0]['QUERY PLAN'][0];
      console.log(`minute 30's due rows: ${Plan['Node Type']} on ${Plan['Index Name'] ?? Plan.Plans?.[0]?.['Index Name'] ?? 'content_items'}, ${executionMs.toFixed(1)} ms in Postgres`);
    }
    started = performance.now();
    const due = await scanner.scan(now);
    const ms = performance.now() - started;
    (due > 0 ? ticks : idle).push(ms);
    if (due > 0) perMinute.push(due);
    enqueued += due;
    // The analyses ran: their items' next checks are tomorrow's.
    await db.query(`UPDATE content_items SET next_check_at = next_check_at + interval '1 day' WHERE next_check_at <= $1`, [now]);
  }
  const jobs = (await db.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1`, [ANALYSE_QUEUE]))[0].n;
  console.log(`ticks with due checks: ${JSON.stringify(summarize(ticks))} ms; due per minute ${JSON.stringify(summarize(perMinute))}`);
  console.log(`of which boss.insert of the analysis jobs: ${JSON.stringify(summarize(insertMs))} ms`);
  console.log(`ticks with nothing due: ${JSON.stringify(summarize(idle))} ms`);
  console.log(`${enqueued} checks enqueued in the hour, ${jobs} analysis jobs in pg-boss`);
} finally {
  await running.close();
  await admin.query(`DROP DATABASE ${database} WITH (FORCE)`);
  await admin.end();
}
