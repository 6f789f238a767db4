#!/usr/bin/env node
/**
 * The replay target: `npm run replay` rebuilds every read model from a log of 1,000,000 events at
 * >= 100,000 events/s with a peak RSS < 500 MB.
 *
 * The log is seeded once into a named database (`bench_replay` on the PostgreSQL of BENCH_ADMIN_URL, by default
 * the machine's postgres://postgres@127.0.0.1:5432) by bench/event-log-seed.mjs, which explains how its rows match
 * what the event store writes; later runs reuse it. The schema comes from the replay's own migrations. Each run is
 * `node api/dist/replay.js` (what `npm run replay` runs after building) under `/usr/bin/time -v`, whose
 * 'Maximum resident set size' is the process's peak RSS.
 *
 *   node bench/replay.mjs [--no-build] [--runs 3] [--events 1000000] [--items 100000] [--reseed] [--drop]
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import pg from 'pg';
import { ensureBuilt, root } from './lib.mjs';
import { seedEventLog } from './event-log-seed.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const runs = option('runs', 3);
const events = option('events', 1_000_000);
const items = option('items', 100_000);
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = process.env.BENCH_DATABASE ?? 'bench_replay';
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const databaseUrl = url.toString();
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

if (!args.includes('--no-build')) ensureBuilt();

const replay = () => {
  const run = spawnSync('/usr/bin/time', ['-v', process.execPath, join(root, 'api/dist/replay.js')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  const output = run.stdout + run.stderr;
  if (run.status !== 0) throw new Error(`replay failed:\n${output.slice(0, 2000)}\n...\n${output.slice(-2000)}`);
  const line = output.split('\n').find((l) => l.startsWith('Replayed')) ?? '';
  const [, count, ms, perSecond] = line.match(/Replayed (\d+) events .* in (\d+) ms \((\d+) events\/s\)/) ?? [];
  const rssKb = Number(output.match(/Maximum resident set size \(kbytes\): (\d+)/)?.[1]);
  return { count: Number(count), ms: Number(ms), perSecond: Number(perSecond), rssMb: Math.round(rssKb / 1024), line };
};

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName])).rowCount > 0;
if (exists && args.includes('--reseed')) await admin.query(`DROP DATABASE "${dbName}" WITH (FORCE)`);
if (!exists || args.includes('--reseed')) await admin.query(`CREATE DATABASE "${dbName}"`);

try {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const hasEvents = (await db.query(`SELECT to_regclass('events') IS NOT NULL AS yes`)).rows[0].yes;
    if (!hasEvents) replay(); // the migrations create the schema; an empty log replays nothing
    const held = Number((await db.query('SELECT count(*) AS n FROM events')).rows[0].n);
    if (held === 0) {
      const started = performance.now();
      const seeded = await seedEventLog(db, {
        workspaceId: randomUUID(),
        actorId: randomUUID(),
        items,
        events,
        onProgress: (n) => n % 100_000 === 0 && console.log(`seeded ${n} events`),
      });
      console.log(`Seeded ${seeded.written} events in ${((performance.now() - started) / 1000).toFixed(1)} s:`, seeded.byType);
    } else {
      console.log(`Reusing ${held} events in ${dbName}.`);
    }
    const size = (
      await db.query(`SELECT pg_size_pretty(pg_total_relation_size('events')) AS s, avg(pg_column_size(data) + pg_column_size(metadata))::int AS b FROM events`)
    ).rows[0];
    console.log(`events table ${size.s}, ${size.b} bytes of data and metadata per event on average`);
  } finally {
    await db.end();
  }

  const results = [];
  for (let i = 0; i < runs; i++) {
    const before = load();
    const result = replay();
    results.push({ ...result, before, after: load() });
    console.log(`run ${i + 1}: ${result.line} peak RSS ${result.rssMb} MB (load ${before} -> ${load()})`);
  }
  console.log(`\n| run | events | ms | events/s | peak RSS MB | load average before / after |`);
  console.log(`|---|---|---|---|---|---|`);
  results.forEach((r, i) => console.log(`| ${i + 1} | ${r.count} | ${r.ms} | ${r.perSecond} | ${r.rssMb} | ${r.before} / ${r.after} |`));
} finally {
  if (args.includes('--drop')) await admin.query(`DROP DATABASE "${dbName}" WITH (FORCE)`);
  await admin.end();
}
