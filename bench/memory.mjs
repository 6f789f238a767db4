#!/usr/bin/env node
/**
 * The memory target: the API process under 400 MB RSS with 100,000 items and 1,000,000 events while it
 * serves the screens and a Refresh All of 10,000 items runs against the loopback fixture site.
 *
 * Two steps, each run under `flock /tmp/heavy.lock` on its own (together they take longer than one hold may):
 *   node bench/memory.mjs --prepare   a fresh database `bench_memory` (BENCH_ADMIN_URL's server, by default
 *                                     postgres://postgres@127.0.0.1:5432): the built server creates the schema
 *                                     and the bench user, then bench/event-log-seed.mjs writes 990,000 events of
 *                                     90,000 items into that user's workspace and `node api/dist/replay.js`
 *                                     builds the read models from them
 *   node bench/memory.mjs             the built server on that database; the bench user imports 10,000 pages
 *                                     of the fixture site (100,000 items, 1,000,000 events), which the import
 *                                     analyses as one bulk job, and two clients walk the screens' requests until it completes;
 *                                     the server's RSS is read from /proc/<pid>/status every 100 ms
 *   [--no-build] [--max-seconds 480] [--drop] (drops the database at the end)
 *   [--probe] loads bench/memory-probe.cjs into the server and, per phase, splits the sample of peak RSS into the
 *             main thread's heap, the analysis pool threads' heaps, and external / array-buffer memory
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensureBuilt, root, startFixtureSite, startServer, summarize } from './lib.mjs';
import { seedEventLog } from './event-log-seed.mjs';

const args = process.argv.slice(2);
const maxSeconds = args.includes('--max-seconds') ? Number(args[args.indexOf('--max-seconds') + 1]) : 480;
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = 'bench_memory';
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const databaseUrl = url.toString();
const email = 'bench-memory@site-a.test';
const password = 'benchmark-password';
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

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
    const response = await fetch(`${server.base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
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
  await refuseSeededWork();
  const site = await startFixtureSite();
  const probeFile = join(tmpdir(), `freshwatch-memory-probe-${process.pid}.jsonl`);
  const probe = args.includes('--probe')
    ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${join(root, 'bench/memory-probe.cjs')}`.trim(), MEMORY_PROBE_FILE: probeFile }
    : {};
  const server = await startServer({ DATABASE_URL: databaseUrl, FETCH_ALLOW_PRIVATE: 'true', SCHEDULED_CHECKS: 'false', ...probe });
  const rss = { samples: [], phase: 'idle', peaks: {}, phases: [{ phase: 'idle', t: Date.now() }] };
  const setPhase = (phase) => {
    rss.phase = phase;
    rss.phases.push({ phase, t: Date.now() });
  };
  const poll = setInterval(() => {
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    const mb = Number(status.match(/VmRSS:\s+(\d+)/)[1]) / 1024;
    rss.samples.push(mb);
    rss.peaks[rss.phase] = Math.max(rss.peaks[rss.phase] ?? 0, mb);
  }, 100);
  const loadBefore = load();
  try {
    const signin = await fetch(`${server.base}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
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

    setPhase('import');
    const pages = ['/fresh', '/outdated', '/seo-poor', '/hard-to-read', '/broken-links', '/link-hub'];
    const stamp = Date.now();
    const urls = Array.from({ length: 10_000 }, (_, i) => `${site.url}${pages[i % pages.length]}?n=${i}&run=${stamp}`);
    // The import starts the analysis of its pages itself (one bulk job, as Refresh All of them would be).
    const { analysisJobId: jobId } = await call('POST', '/api/content-items/import', { urls });
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const ids = (await db.query(`SELECT id FROM content_items WHERE url LIKE $1`, [`%run=${stamp}`])).rows.map((r) => r.id);
    const [{ n: eventCount }] = (await db.query('SELECT count(*)::int AS n FROM events')).rows;
    await db.end();
    const counts = await call('GET', '/api/analytics/content-stats');

    setPhase('refresh and screens');
    const started = performance.now();
    // The screens' requests: Content (pages of 50 in each sort, a search), Dashboard, Tasks, Reports, Settings.
    const screens = [
      '/api/content-items?limit=50',
      '/api/content-items?limit=50&sort=health&order=asc',
      '/api/content-items?limit=50&sort=title',
      '/api/content-items?limit=50&sort=lastAnalyzed&order=desc',
      '/api/content-items?limit=50&q=winter',
      '/api/content-items?limit=50&status=outdated',
      '/api/analytics/content-stats',
      '/api/tasks?limit=50',
      '/api/reports',
      '/api/settings',
      '/api/usage',
      '/api/notifications',
      '/api/plan-usage',
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

    setPhase('whole list');
    const whole = performance.now();
    const all = await call('GET', '/api/content-items');
    const wholeMs = performance.now() - whole;
    setPhase('after');
    await new Promise((r) => setTimeout(r, 1000));
    const hwm = Number(readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/VmHWM:\s+(\d+)/)[1]) / 1024;
    const screen = summarize(latencies);

    console.log(
      `\nitems ${counts.total}, Refresh All of ${ids.length}: ${job.done} done, ${job.failed} failed in ${seconds.toFixed(1)} s${timedOut ? ` (stopped after ${maxSeconds} s)` : ''}`,
    );
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
  if (args.includes('--probe')) {
    printProbe(probeFile, rss.phases, server.pid);
    rmSync(probeFile, { force: true });
  }
}

/**
 * The seeded year's Refresh All jobs must never run: their items' URLs are made up. The seed moves the reactions'
 * checkpoints past its events; a database where that did not happen (an older seed) is refused rather than
 * left to enqueue 700,000 analyses, and analyses already queued for seeded jobs are refused too.
 */
async function refuseSeededWork() {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const [{ behind }] = (
      await db.query(
        `SELECT count(*)::int AS behind FROM projection_checkpoints WHERE name LIKE 'reaction:%' AND position < (SELECT coalesce(max(position), 0) FROM events WHERE type = 'BulkAnalysisRequested')`,
      )
    ).rows;
    if (behind > 0) throw new Error(`${behind} reactions have not passed the seeded Refresh All jobs: run --prepare again`);
    const queued = (await db.query(`SELECT to_regclass('pgboss.job') IS NOT NULL AS exists`)).rows[0].exists
      ? (
          await db.query(
            `SELECT count(*)::int AS n FROM pgboss.job WHERE state IN ('created', 'retry', 'active') AND data->>'contentId' IN (SELECT id::text FROM content_items WHERE url LIKE '%.freshwatch.test/%')`,
          )
        ).rows[0].n
      : 0;
    if (queued > 0) throw new Error(`${queued} analyses of seeded items are queued: run --prepare again`);
  } finally {
    await db.end();
  }
}

/** Per phase, the probe's sample at the phase's peak RSS: what held the memory then. */
function printProbe(file, phases, serverPid) {
  const all = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  const lines = all.filter((l) => l.pid === serverPid);
  const largePage = all.filter((l) => l.pid !== serverPid && l.rss !== undefined);
  if (largePage.length > 0) console.log(`large-page process (outside the API process): peak RSS ${Math.max(...largePage.map((l) => l.rss))} MB`);
  const phaseAt = (t) => phases.findLast((p) => p.t <= t)?.phase ?? 'idle';
  const main = lines.filter((l) => l.rss !== undefined);
  const threadsNear = (t) => {
    const latest = new Map();
    for (const l of lines) if (l.rss === undefined && Math.abs(l.t - t) <= 1000) latest.set(l.thread, l);
    return [...latest.values()];
  };
  console.log(
    '\n| phase (sample at its peak RSS) | RSS | anon | file | main heap used/total | pool threads heap used/total | external | array buffers | threads |\n|---|---|---|---|---|---|---|---|---|',
  );
  for (const { phase } of phases.filter((p, i, all) => all.findIndex((q) => q.phase === p.phase) === i)) {
    const samples = main.filter((l) => phaseAt(l.t) === phase);
    if (samples.length === 0) continue;
    const peak = samples.reduce((a, b) => (b.rss > a.rss ? b : a));
    const pool = threadsNear(peak.t);
    const used = pool.reduce((s, l) => s + l.heapUsed, 0);
    const total = pool.reduce((s, l) => s + l.heapTotal, 0);
    console.log(
      `| ${phase} | ${peak.rss} | ${peak.rssAnon} | ${peak.rssFile} | ${peak.heapUsed}/${peak.heapTotal} | ${pool.length}: ${used}/${total} | ${peak.external} | ${peak.arrayBuffers} | ${peak.threads} |`,
    );
  }
  const maxPool = Math.max(0, ...lines.filter((l) => l.rss === undefined).map((l) => l.heapTotal));
  const maxMain = Math.max(...main.map((l) => l.heapTotal));
  console.log(`largest heap total: main thread ${maxMain} MB, one pool thread ${maxPool} MB`);
}
