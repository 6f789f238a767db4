#!/usr/bin/env node
/**
 * Tamper evidence: what the hash chain adds to an append. Every append now computes each event's
 * SHA-256 over the previous hash and the event's canonical JSON, and reads the stream's last hash (DISTINCT ON)
 * where it read its last version (max ... GROUP BY). Both parts are timed interleaved with real appends through
 * the built Postgres adapter on an embedded PostgreSQL, so that the machine's load affects them alike.
 *
 *   node bench/event-hash.mjs [--no-build]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, root, summarize } from './lib.mjs';

if (!process.argv.includes('--no-build')) ensureBuilt();
const require = createRequire(import.meta.url);
const { Pool } = require(join(root, 'node_modules/pg'));
const { startEmbeddedPostgres } = require(join(root, 'api/dist/database/embedded-postgres.js'));
const { openDatabase } = require(join(root, 'api/dist/database/data-source.js'));
const { PostgresEventStore } = require(join(root, 'api/dist/shared/event-store/postgres-event-store.js'));
const { eventHash, GENESIS_HASH } = require(join(root, 'api/dist/shared/event-store/event-hash.js'));

const dataDir = mkdtempSync(join(tmpdir(), 'freshwatch-bench-hash-'));
const embedded = await startEmbeddedPostgres(dataDir, () => undefined);
const dataSource = await openDatabase(embedded.url);
const pool = new Pool({ connectionString: embedded.url, max: 4 });
const store = new PostgresEventStore(pool, embedded.url);
const metadata = () => ({
  workspaceId: '5f0c2a36-1111-4000-8000-000000000000',
  actorId: '5f0c2a36-2222-4000-8000-000000000000',
  occurredAt: new Date().toISOString(),
  schemaVersion: 1,
});
const words = 'Our plans start at nine dollars a month and every plan includes email support and weekly reports. ';
const analysed = (contentId) => ({
  type: 'ContentAnalyzed',
  data: {
    contentId,
    analysis: {
      healthScore: 72,
      freshness: 60,
      seoScore: 80,
      readability: 75,
      summary: 'Mostly fine.',
      issues: [{ type: 'x', message: 'y', severity: 'info' }],
      recommendations: [],
    },
    status: 'fresh',
    analyser: 'local',
    model: null,
    usage: null,
    page: {
      finalUrl: 'https://site-a.test/p',
      httpStatus: 200,
      title: 'P',
      wordCount: 2000,
      lastModified: null,
      textFingerprint: 'f'.repeat(64),
      text: words.repeat(200),
    },
  },
  metadata: metadata(),
});
const edited = (contentId) => ({ type: 'ContentItemEdited', data: { contentId, changes: { title: 'A new title' } }, metadata: metadata() });

const time = async (run) => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};

try {
  const streams = Array.from({ length: 1000 }, (_, i) => `content-bench-${i}`);
  await store.appendToStreams(streams.map((streamId) => ({ streamId, events: [edited(streamId)], expectedVersion: 0 })));
  // Warm up.
  for (const s of streams.slice(0, 50)) await store.append(s, [edited(s)], 'any');

  const rows = { small: { append: [], hash: [] }, analysis: { append: [], hash: [] } };
  const lookups = { groupBy: [], distinctOn: [] };
  for (const [i, streamId] of streams.entries()) {
    for (const [kind, make] of [
      ['small', edited],
      ['analysis', analysed],
    ]) {
      const event = make(streamId);
      rows[kind].append.push(await time(() => store.append(streamId, [event], 'any')));
      const reps = 20;
      const started = performance.now();
      for (let r = 0; r < reps; r++) eventHash(GENESIS_HASH, { streamId, version: i, ...event });
      rows[kind].hash.push((performance.now() - started) / reps);
    }
    lookups.groupBy.push(
      await time(() => pool.query('SELECT stream_id, max(version) AS version FROM events WHERE stream_id = ANY($1::text[]) GROUP BY stream_id', [[streamId]])),
    );
    lookups.distinctOn.push(
      await time(() =>
        pool.query('SELECT DISTINCT ON (stream_id) stream_id, version, hash FROM events WHERE stream_id = ANY($1::text[]) ORDER BY stream_id, version DESC', [
          [streamId],
        ]),
      ),
    );
  }

  const batchIds = Array.from({ length: 3000 }, (_, i) => `content-batch-${i}`);
  const batchMs = await time(() => store.appendToStreams(batchIds.map((streamId) => ({ streamId, events: [edited(streamId)], expectedVersion: 0 }))));
  const batchHashMs = await time(async () => {
    for (const streamId of batchIds) eventHash(GENESIS_HASH, { streamId, version: 1, ...edited(streamId) });
  });

  const line = (label, s) => `| ${label} | ${s.n} | ${s.p50} | ${s.p95} | ${s.max} |`;
  console.log('| measurement | n | p50 ms | p95 ms | max ms |');
  console.log('|---|---|---|---|---|');
  console.log(line('append of one ContentItemEdited (about 300 bytes), whole append', summarize(rows.small.append)));
  console.log(line('  of which: computing its hash', summarize(rows.small.hash)));
  console.log(line('append of one ContentAnalyzed with 20 KB of page text, whole append', summarize(rows.analysis.append)));
  console.log(line('  of which: computing its hash', summarize(rows.analysis.hash)));
  console.log(line("reading a stream's head: max(version) GROUP BY (before)", summarize(lookups.groupBy)));
  console.log(line("reading a stream's head with its hash: DISTINCT ON (now)", summarize(lookups.distinctOn)));
  console.log(`\nOne appendToStreams of 3,000 new streams: ${Math.round(batchMs)} ms, of which hashing the 3,000 events about ${Math.round(batchHashMs)} ms.`);
} finally {
  await store.close();
  await pool.end();
  await dataSource.destroy();
  await embedded.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
