#!/usr/bin/env node
/**
 * The write, list and replay targets, on the built server with its embedded PostgreSQL:
 *  - register 1,000 content items over HTTP, one after another: p95 of the read-your-writes reply < 25 ms
 *  - GET /api/content-items with 10,000 items in the workspace: p95 < 150 ms
 *  - npm run replay: >= 20,000 events per second
 *
 *   node bench/foundation.mjs [--no-build]
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, root, signUp, startServer, summarize } from './lib.mjs';

if (!process.argv.includes('--no-build')) ensureBuilt();
const server = await startServer();
try {
  const cookie = await signUp(server.base);
  const headers = { 'content-type': 'application/json', cookie };
  const body = (i) =>
    JSON.stringify({
      title: `Benchmark article ${i}`,
      url: `https://site-a.test/articles/${i}`,
      contentType: 'blog_post',
      content: 'A short description of the article that a content team would write. '.repeat(3),
      checkSchedule: { type: 'weekly', daysOfWeek: ['monday'], time: '09:00' },
    });
  const create = async (i) => {
    const response = await fetch(`${server.base}/api/content-items`, { method: 'POST', headers, body: body(i) });
    if (response.status !== 201) throw new Error(`create failed: ${response.status}`);
    return response.json();
  };

  // Warm up connections and query plans; not measured.
  for (let i = 0; i < 50; i++) await create(-i);

  const registerMs = [];
  for (let i = 0; i < 1000; i++) {
    const started = performance.now();
    await create(i);
    registerMs.push(performance.now() - started);
  }
  const register = summarize(registerMs);

  // Fill the workspace to 10,000 items (8 requests at a time), then time the list.
  let next = 1000;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < 9950) await create(next++);
    }),
  );
  // Timed until the whole body has arrived; parsing it is the client's cost, not the reply's.
  const listMs = [];
  let listBody = '';
  for (let i = 0; i < 60; i++) {
    const started = performance.now();
    const response = await fetch(`${server.base}/api/content-items`, { headers });
    listBody = await response.text();
    if (i >= 10) listMs.push(performance.now() - started); // the first 10 warm up
  }
  const count = JSON.parse(listBody).length;
  const list = summarize(listMs);

  // Edit every item once so that the log holds ~20,000 events, then replay while the server runs.
  const items = await (await fetch(`${server.base}/api/content-items`, { headers })).json();
  let cursor = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (cursor < items.length) {
        const item = items[cursor++];
        await fetch(`${server.base}/api/content-items/${item.id}`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ status: 'needs_update', healthScore: 55 }),
        });
      }
    }),
  );
  // Three replays while the server keeps running: the first competes with autovacuum cleaning up after the
  // 10,000 edits just made, the later ones show the steady rate.
  const replayLines = [];
  for (let i = 0; i < 3; i++) {
    const replay = spawnSync(process.execPath, [join(root, 'api/dist/replay.js')], {
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: server.dataDir },
      encoding: 'utf8',
    });
    replayLines.push((replay.stdout + replay.stderr).trim());
  }

  console.log(`\n| measurement | n | p50 ms | p95 ms | p99 ms | max ms | target |`);
  console.log(`|---|---|---|---|---|---|---|`);
  console.log(
    `| POST /api/content-items (read-your-writes reply) | ${register.n} | ${register.p50} | ${register.p95} | ${register.p99} | ${register.max} | p95 < 25 |`,
  );
  console.log(`| GET /api/content-items with ${count} items | ${list.n} | ${list.p50} | ${list.p95} | ${list.p99} | ${list.max} | p95 < 150 |`);
  console.log(`\nnpm run replay, three times while the server runs (target >= 20,000 events/s):`);
  for (const line of replayLines) console.log(`- ${line}`);
} finally {
  await server.stop();
}
