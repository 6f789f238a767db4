#!/usr/bin/env node
/**
 * The reports target, on the built server with its embedded PostgreSQL: GET /api/reports with 10,000 items and
 * 100,000 analyses in the workspace, p95 < 150 ms, for each date range of the screen.
 *
 * The 10,000 items come in through POST /api/content-items/import. Running 100,000 real analyses would take
 * the better part of an hour, so their ContentAnalyzed events (shaped exactly as content's RecordAnalysis
 * decision writes them) are appended to the log in one transaction, spread over the last year, and the server's
 * own projections build every read model from them, as they would from live analyses.
 *
 *   node bench/reports.bench.mjs [--no-build]
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import pg from 'pg';
import { ensureBuilt, insertEvents, root, signUp, startServer, summarize } from './lib.mjs';

const require = createRequire(import.meta.url);

const ITEMS = 10_000;
const ANALYSES_PER_ITEM = 10;
const DAY_MS = 86_400_000;

if (!process.argv.includes('--no-build')) ensureBuilt();
// Each event's hash chains it to the previous one of its stream: appended events carry it, as the
// event store computes it.
const { eventHash } = require(join(root, 'api/dist/shared/event-store/event-hash.js'));
const server = await startServer();
const port = Number(readFileSync(join(server.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]);
const db = new pg.Client({ connectionString: `postgres://freshwatch:freshwatch-local@127.0.0.1:${port}/freshwatch` });
try {
  const cookie = await signUp(server.base);
  const headers = { 'content-type': 'application/json', cookie };
  const get = (path) => fetch(`${server.base}${path}`, { headers });

  const urls = Array.from({ length: ITEMS }, (_, i) => `https://site-a.test/articles/${i}`);
  const imported = await fetch(`${server.base}/api/content-items/import`, { method: 'POST', headers, body: JSON.stringify({ urls }) });
  if (imported.status !== 200) throw new Error(`import failed: ${imported.status}`);

  await db.connect();
  const now = Date.now();
  const started = performance.now();
  // Ten analyses per item, the n-th one n * 36 days ago plus a few hours per item, so that every range holds
  // some: scores and statuses vary by item and analysis.
  const { rows: generated } = await db.query(
    `SELECT e.stream_id AS "streamId", e.version + n AS version, 'ContentAnalyzed' AS type,
            jsonb_build_object(
              'contentId', e.data->>'contentId',
              'analysis', jsonb_build_object('healthScore', s.score, 'freshness', s.score, 'seoScore', 80, 'readability', 70,
                                             'summary', 'Benchmark analysis', 'issues', '[]'::jsonb, 'recommendations', '[]'::jsonb),
              'status', CASE WHEN s.score >= 70 THEN 'fresh' WHEN s.score >= 40 THEN 'needs_update' ELSE 'outdated' END,
              'analyser', 'local', 'model', NULL, 'usage', NULL,
              'page', jsonb_build_object('finalUrl', e.data->>'url', 'httpStatus', 200, 'title', NULL, 'wordCount', 800, 'lastModified', NULL)) AS data,
            jsonb_build_object('workspaceId', e.metadata->>'workspaceId', 'actorId', e.metadata->>'actorId', 'schemaVersion', 1,
                               'occurredAt', to_char(to_timestamp(($1::bigint - (${ANALYSES_PER_ITEM} - n) * 36 * ${DAY_MS}::bigint - (e.position % 20) * 3600000) / 1000.0) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) AS metadata
       FROM events e
       CROSS JOIN generate_series(1, ${ANALYSES_PER_ITEM}) AS n
       CROSS JOIN LATERAL (SELECT ((e.position * 37 + n * 11) % 101)::int AS score) s
      WHERE e.type = 'ContentItemRegistered'
      ORDER BY n, e.position`,
    [now],
  );
  // Chained in log order from each stream's last hash, then appended in one transaction, in that order.
  const { rows: heads } = await db.query('SELECT DISTINCT ON (stream_id) stream_id, hash FROM events ORDER BY stream_id, version DESC');
  const last = new Map(heads.map((h) => [h.stream_id, h.hash]));
  for (const event of generated) {
    event.hash = eventHash(last.get(event.streamId), event);
    last.set(event.streamId, event.hash);
  }
  await db.query('BEGIN');
  for (let i = 0; i < generated.length; i += 5_000) {
    const chunk = generated.slice(i, i + 5_000);
    await insertEvents(db, chunk);
  }
  await db.query('COMMIT');
  const rowCount = generated.length;
  await db.query(`SELECT pg_notify('freshwatch_events', 'bench')`);
  const yearAgo = new Date(now - 364 * DAY_MS).toISOString().slice(0, 10);
  const today = new Date(now).toISOString().slice(0, 10);
  for (;;) {
    const report = await (await get(`/api/reports?from=${yearAgo}&to=${today}`)).json();
    if (report.stats.contentAnalyzed.value + (report.stats.contentAnalyzed.previous ?? 0) >= rowCount) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const projectedSeconds = ((performance.now() - started) / 1000).toFixed(1);

  const rows = [];
  for (const days of [7, 30, 90, 365]) {
    const from = new Date(now - (days - 1) * DAY_MS).toISOString().slice(0, 10);
    const path = `/api/reports?from=${from}&to=${today}`;
    const samples = [];
    let body = '';
    for (let i = 0; i < 70; i++) {
      const t = performance.now();
      const response = await get(path);
      body = await response.text();
      if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`);
      if (i >= 10) samples.push(performance.now() - t); // the first 10 warm up
    }
    rows.push({ days, analyses: JSON.parse(body).stats.contentAnalyzed.value, bytes: body.length, ...summarize(samples) });
  }

  console.log(`\n${rowCount} analyses appended and projected in ${projectedSeconds} s.`);
  console.log(`\n| GET /api/reports, range | analyses in range | body KB | n | p50 ms | p95 ms | p99 ms | max ms | target |`);
  console.log(`|---|---|---|---|---|---|---|---|---|`);
  for (const r of rows)
    console.log(
      `| last ${r.days} days | ${r.analyses} | ${(r.bytes / 1024).toFixed(1)} | ${r.n} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | p95 < 150: ${r.p95 < 150 ? 'met' : 'NOT met'} |`,
    );
} finally {
  await db.end().catch(() => {});
  await server.stop();
}
