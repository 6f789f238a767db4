/** Shared pieces of the benchmarks: start the built server on an embedded database, time requests. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

// Loading test-support loads the offline guard: nothing a benchmark does leaves the machine, neither this process
// nor, through NODE_OPTIONS, the server and fixture site it starts (refused loudly on stderr).
const { freePort, launchBrowser, startFixtureSite, startProduct } = createRequire(import.meta.url)('../test-support/index.js');
export { freePort, launchBrowser, startFixtureSite };

/** `require` as the api workspace resolves it: its dependencies (pg) and the built app (api/dist/...). */
export const requireFromApi = createRequire(join(root, 'api/package.json'));

/** A numeric command-line option, `--name 100`, or `fallback` when it is not given. */
export function numberOption(name, fallback) {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
}

/**
 * Runs `work(running)` with the built app (api/dist) started in this process (createApp's result: the Nest app
 * and its dataSource) on a fresh database `freshwatch_bench_<name>_<pid>` of DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/postgres), which is dropped afterwards. The scheduled checks are off;
 * `env` adds to or overrides the configuration.
 */
export async function withAppOnFreshDatabase(name, work, env = {}) {
  const { Client } = requireFromApi('pg');
  const { createApp } = requireFromApi(join(root, 'api/dist/app.js'));
  const { loadConfig } = requireFromApi(join(root, 'api/dist/config/config.js'));
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = `freshwatch_bench_${name}_${process.pid}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();
  try {
    const dataDir = mkdtempSync(join(tmpdir(), 'freshwatch-bench-'));
    const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SCHEDULED_CHECKS: 'false', DATABASE_URL: databaseUrl, ...env });
    const running = await createApp(config, databaseUrl);
    try {
      return await work(running);
    } finally {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  } finally {
    await admin.query(`DROP DATABASE ${database} WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * The built product as `npm start` runs it, on a fresh DATA_DIR (embedded PostgreSQL unless `env` names a
 * DATABASE_URL). `nodeArgs` (a probe to load, say) and then BENCH_SERVER_NODE_ARGS come after the heap cap, so a
 * flag given there wins; BENCH_KEEP_DATA keeps the DATA_DIR. `base` is its address.
 */
export async function startServer(env = {}, { nodeArgs = [], ipc = false } = {}) {
  const server = await startProduct({
    env,
    host: '127.0.0.1',
    nodeArgs: [...nodeArgs, ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)],
    keepData: Boolean(process.env.BENCH_KEEP_DATA),
    // The guard reports a leak on stderr at once; a benchmark's figures stand or fall with the run, not its exit code.
    failOnLeaks: false,
    ipc,
  });
  return { ...server, base: server.url };
}

export async function signUp(base, email = `bench-${Date.now()}@site-a.test`) {
  const response = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'benchmark-password' }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status}`);
  return response.headers.get('set-cookie').split(';')[0];
}

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function summarize(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const ms = (v) => Math.round(v * 100) / 100;
  return {
    n: sorted.length,
    p50: ms(percentile(sorted, 50)),
    p95: ms(percentile(sorted, 95)),
    p99: ms(percentile(sorted, 99)),
    max: ms(sorted[sorted.length - 1]),
  };
}

export function ensureBuilt() {
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('build failed');
}

/**
 * CPU seconds (user + system) used so far by a process and its descendants, by command name (the server's
 * `node` with its threads, its embedded `postgres`): on a shared machine, CPU per page holds still where
 * pages per second move with the other processes' load. Linux /proc only.
 */
export function processTreeCpuSeconds(rootPid) {
  const ticksPerSecond = 100;
  const processes = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.push({ pid: Number(entry), ppid: Number(fields[1]), name, seconds: (Number(fields[11]) + Number(fields[12])) / ticksPerSecond });
    } catch {
      // Ended meanwhile.
    }
  }
  const tree = new Set([rootPid]);
  for (let grown = true; grown;) {
    grown = false;
    for (const p of processes) {
      if (!tree.has(p.pid) && tree.has(p.ppid)) {
        tree.add(p.pid);
        grown = true;
      }
    }
  }
  const byName = {};
  for (const p of processes) if (tree.has(p.pid)) byName[p.name] = (byName[p.name] ?? 0) + p.seconds;
  return byName;
}

/**
 * Writes `items` rows of a shop straight into the content_items read model of `workspaceId` (titles and URLs whose
 * words repeat across items, as real catalogues do; statuses, types, scores and dates spread evenly), each row's
 * document made from its columns as the projection writes it. For benches whose subject is reading the list:
 * importing through the API is bench/import.mjs's. The URLs are never fetched (scheduled checks are off).
 */
export async function seedShopItems(db, workspaceId, items) {
  await db.query(
    `INSERT INTO content_items (id, workspace_id, title, url, content_type, status, health_score, last_updated, last_analyzed, last_check, created_at, updated_at, source_urls, document)
     SELECT gen_random_uuid(), $1,
            (ARRAY['Winter','Summer','Garden','Kitchen','Office','Travel','Outdoor','Classic'])[1 + n % 8] || ' ' ||
            (ARRAY['jacket','table','lamp','chair','backpack','kettle','boots','desk','tent','mug'])[1 + n % 10] || ' model ' || n,
            'https://shop.site-a.test/' || (ARRAY['clothing','home','outdoor','office'])[1 + n % 4] || '/product-' || n,
            (ARRAY['blog_post','page','product','news','tutorial'])[1 + n % 5],
            (ARRAY['fresh','needs_update','outdated'])[1 + n % 3],
            (n * 37) % 101,
            CASE WHEN n % 4 = 0 THEN NULL ELSE timestamptz '2025-01-01' + (n % 600) * interval '1 day' END,
            CASE WHEN n % 3 = 0 THEN NULL ELSE timestamptz '2026-06-01' + (n % 10000) * interval '13 minutes' END,
            -- The items analysed were last checked then: they count in their status (contracts' page-state.ts).
            CASE WHEN n % 3 = 0 THEN NULL
                 ELSE jsonb_build_object('outcome', 'analysed', 'at', timestamptz '2026-06-01' + (n % 10000) * interval '13 minutes', 'error', NULL) END,
            timestamptz '2026-01-01' + n * interval '1 minute', now(), '[]', ''
       FROM generate_series(1, $2) AS n`,
    [workspaceId, items],
  );
  await db.query(
    `
    UPDATE content_items SET document = json_build_object(
      'id', id, 'title', title, 'url', url, 'contentType', content_type, 'status', status, 'healthScore', health_score,
      'lastUpdated', last_updated, 'lastAnalyzed', last_analyzed, 'createdAt', created_at, 'content', content, 'aiPrompt', ai_prompt,
      'checkSchedule', check_schedule, 'nextCheckAt', next_check_at, 'analysis', analysis, 'sourceUrls', source_urls, 'lastCheck', last_check)::text
     WHERE workspace_id = $1`,
    [workspaceId],
  );
}

/**
 * Appends already-hashed events ({ streamId, version, type, data, metadata, hash }) to the log in one statement,
 * in the order given: for benches that need a long log faster than the API could write it.
 */
export async function insertEvents(db, events) {
  await db.query(
    `INSERT INTO events (stream_id, version, type, data, metadata, hash)
     SELECT stream_id, version, type, data, metadata, hash
       FROM unnest($1::text[], $2::int[], $3::text[], $4::jsonb[], $5::jsonb[], $6::text[]) WITH ORDINALITY AS e(stream_id, version, type, data, metadata, hash, n)
      ORDER BY n`,
    [
      events.map((e) => e.streamId),
      events.map((e) => e.version),
      events.map((e) => e.type),
      events.map((e) => JSON.stringify(e.data)),
      events.map((e) => JSON.stringify(e.metadata)),
      events.map((e) => e.hash),
    ],
  );
}
