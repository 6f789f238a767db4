#!/usr/bin/env node
/**
 * Issue 15's memory target: the API process under 400 MB RSS with 100,000 items and 1,000,000 events while it
 * serves the screens and a Refresh All of 10,000 items runs against the loopback fixture site.
 *
 * Two steps, each run under `flock /tmp/heavy.lock` on its own (together they take longer than one hold may):
 *   node bench/memory.mjs --prepare   a fresh database `bench_memory` (BENCH_ADMIN_URL's server, by default
 *                                     postgres://postgres@127.0.0.1:5432): the built server creates the schema
 *                                     and the bench user, then bench/event-log-seed.mjs writes 990,000 events of
 *                                     90,000 items into that user's workspace and `node api/dist/replay.js`
 *                                     builds the read models from them
 *   node bench/memory.mjs             the built server on that database; the bench user imports 10,000 pages
 *                                     of the fixture site (100,000 items, 1,000,000 events), starts Refresh All
 *                                     on them, and two clients walk the screens' requests until it completes;
 *                                     the server's RSS is read from /proc/<pid>/status every 100 ms
 *   [--no-build] [--max-seconds 480] [--drop] (drops the database at the end)
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensureBuilt, root, startFixtureSiteProcess, startServer, summarize } from './lib.mjs';
import { seedEventLog } from './event-log-seed.mjs';

const args = process.argv.slice(2);
const maxSeconds = args.includes('--max-seconds') ? Number(args[args.indexOf('--max-seconds') + 1]) : 480;
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = 'bench_memory';
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const databaseUrl = url.toString();
const email = 'bench-memory@example.com';
const password = 'benchmark-password';
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

if (!args.includes('--no-build')) ensureBuilt();
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
try {
  if (args.includes('--prepare')) await prepare();
  else await measure();
} finally {
  if (args.includes('--drop')) await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin.end();
}

async function prepare() {
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${dbName}"`);
  const server = await startServer({ DATABASE_URL: databaseUrl, SCHEDULED_CHECKS: 'false' });
  try {
    const response = await fetch(`${server.base}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    if (response.status !== 201) throw new Error(`sign-up failed: ${response.status}`);
  } finally {
    await server.stop();
  }
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const [user] = (await db.query('SELECT id, workspace_id FROM users WHERE email = $1', [email])).rows;
    let started = performance.now();
    const seeded = await seedEventLog(db, { workspaceId: user.workspace_id, actorId: user.id, items: 90_000, events: 990_000 });
    console.log(`Seeded ${seeded.written} events in ${((performance.now() - started) / 1000).toFixed(1)} s (load ${load()})`);
    started = performance.now();
    const replay = spawnSync(process.execPath, [join(root, 'api/dist/replay.js')], { env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8' });
    if (replay.status !== 0) throw new Error(`replay failed: ${replay.stderr.slice(-2000)}`);
    console.log(`${replay.stdout.trim()} (load ${load()})`);
  } finally {
    await db.end();
  }
}

async function measure() {
  const site = await startFixtureSiteProcess();
  const server = await startServer({ DATABASE_URL: databaseUrl, FETCH_ALLOW_PRIVATE: 'true', SCHEDULED_CHECKS: 'false' });
  const rss = { samples: [], phase: 'idle', peaks: {} };
  const poll = setInterval(() => {
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    const mb = Number(status.match(/VmRSS:\s+(\d+)/)[1]) / 1024;
    rss.samples.push(mb);
    rss.peaks[rss.phase] = Math.max(rss.peaks[rss.phase] ?? 0, mb);
  }, 100);
  const loadBefore = load();
  try {
    const signin = await fetch(`${server.base}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    if (signin.status !== 200) throw new Error(`sign-in failed: ${signin.status}`);
    // Sign-in also sets a known-device cookie: send the session's.
    const session = signin.headers.getSetCookie().find((c) => c.startsWith('freshwatch.sid='));
    const headers = { 'content-type': 'application/json', cookie: session.split(';')[0] };
    const call = async (method, path, body) => {
      const response = await fetch(`${server.base}${path}`, { method, headers, body: body && JSON.stringify(body) });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
      return text ? JSON.parse(text) : null;
    };

    rss.phase = 'import';
    const pages = ['/fresh', '/outdated', '/seo-poor', '/hard-to-read', '/broken-links', '/link-hub'];
    const stamp = Date.now();
    const urls = Array.from({ length: 10_000 }, (_, i) => `${site.url}${pages[i % pages.length]}?n=${i}&run=${stamp}`);
    await call('POST', '/api/content-items/import', { urls });
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const ids = (await db.query(`SELECT id FROM content_items WHERE url LIKE $1`, [`%run=${stamp}`])).rows.map((r) => r.id);
    const [{ n: eventCount }] = (await db.query('SELECT count(*)::int AS n FROM events')).rows;
    await db.end();
    const counts = await call('GET', '/api/analytics/content-stats');

    rss.phase = 'refresh and screens';
    const started = performance.now();
    const { jobId } = await call('POST', '/api/content-items/bulk-analyze', { contentIds: ids });
    // The screens' requests: Content (pages of 50 in each sort, a search), Dashboard, Tasks, Reports, Settings.
    const screens = [
      '/api/content-items?limit=50', '/api/content-items?limit=50&sort=health&order=asc', '/api/content-items?limit=50&sort=title',
      '/api/content-items?limit=50&sort=lastAnalyzed&order=desc', '/api/content-items?limit=50&q=winter', '/api/content-items?limit=50&status=outdated',
      '/api/analytics/content-stats', '/api/tasks?limit=50', '/api/reports', '/api/settings', '/api/usage', '/api/notifications', '/api/plan-usage',
      `/api/analysis-jobs/${jobId}`,
    ];
    const latencies = [];
    let job = { status: 'running' };
    let timedOut = false;
    const walk = async () => {
      for (let i = 0; job.status !== 'completed' && !timedOut; i++) {
        const t = performance.now();
        await call('GET', screens[i % screens.length]);
        latencies.push(performance.now() - t);
      }
    };
    const watch = async () => {
      while (job.status !== 'completed') {
        await new Promise((r) => setTimeout(r, 1000));
        job = await call('GET', `/api/analysis-jobs/${jobId}`);
        if ((performance.now() - started) / 1000 > maxSeconds) {
          timedOut = true;
          break;
        }
      }
    };
    await Promise.all([walk(), walk(), watch()]);
    const seconds = (performance.now() - started) / 1000;

    rss.phase = 'whole list';
    const whole = performance.now();
    const all = await call('GET', '/api/content-items');
    const wholeMs = performance.now() - whole;
    rss.phase = 'after';
    await new Promise((r) => setTimeout(r, 1000));
    const hwm = Number(readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/VmHWM:\s+(\d+)/)[1]) / 1024;
    const screen = summarize(latencies);

    console.log(`\nitems ${counts.total}, Refresh All of ${ids.length}: ${job.done} done, ${job.failed} failed in ${seconds.toFixed(1)} s${timedOut ? ` (stopped after ${maxSeconds} s)` : ''}`);
    console.log(`screen requests during it: n ${screen.n}, p50 ${screen.p50} ms, p95 ${screen.p95} ms, max ${screen.max} ms`);
    console.log(`whole list without paging: ${all.length} items in ${wholeMs.toFixed(0)} ms`);
    console.log(`\n| phase | peak RSS MB |\n|---|---|`);
    for (const [phase, mb] of Object.entries(rss.peaks)) console.log(`| ${phase} | ${mb.toFixed(0)} |`);
    console.log(`| whole process (VmHWM) | ${hwm.toFixed(0)} |`);
    console.log(`\nload average before ${loadBefore}, after ${load()}; ${eventCount} events in the log before Refresh All`);
  } finally {
    clearInterval(poll);
    await server.stop();
    await site.close();
  }
}
