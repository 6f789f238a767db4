#!/usr/bin/env node
/**
 * Refresh All with 100,000 items, the click. How long `POST /api/content-items/bulk-analyze {all: true}`
 * takes to answer, how big the job's events are, and how long until every item's analysis is enqueued. The
 * analyses themselves are bench/analysis-end-to-end.mjs's subject: here the items are read-model rows only (no
 * streams) on 127.0.0.1:9, which the workers refuse without a connection (private addresses are not fetched by
 * default), and the app is closed once all are enqueued.
 *
 * The built app (api/dist) runs in this process on a fresh database of DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/postgres) and listens on a random loopback port.
 *
 *   node bench/refresh-all-click.mjs [--no-build] [--items 100000]
 */
import { loadavg } from 'node:os';
import { ensureBuilt, numberOption, signUp, withAppOnFreshDatabase } from './lib.mjs';

const items = numberOption('items', 100_000);
if (!process.argv.includes('--no-build')) ensureBuilt();
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

await withAppOnFreshDatabase('refresh_all', async (running) => {
  await running.app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${running.app.getHttpServer().address().port}`;
  const cookie = await signUp(base);
  const me = await (await fetch(`${base}/api/auth/user`, { headers: { cookie } })).json();
  const db = running.dataSource;
  await db.query(
    `INSERT INTO content_items (id, workspace_id, title, url, content_type, status, health_score, created_at, source_urls, updated_at, document)
     SELECT gen_random_uuid(), $1, 'Item ' || g, 'http://127.0.0.1:9/' || g, 'page', 'fresh', 0, now() - (g || ' seconds')::interval, '[]'::jsonb, now(), '{}'
       FROM generate_series(1, $2) g`,
    [me.workspaceId, items],
  );
  const loadBefore = load();

  const started = performance.now();
  const response = await fetch(`${base}/api/content-items/bulk-analyze`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ all: true }),
  });
  const answeredMs = performance.now() - started;
  const body = await response.json();
  if (response.status !== 202) throw new Error(`bulk-analyze answered ${response.status}: ${JSON.stringify(body)}`);

  let jobs = 0;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    [{ n: jobs }] = await db.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE data->>'jobId' = $1`, [body.jobId]);
    if (jobs >= items) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const enqueuedMs = performance.now() - started;
  const events = await db.query(`SELECT type, octet_length(data::text) AS bytes FROM events WHERE stream_id = $1 ORDER BY version`, [
    `analysis-job-${body.jobId}`,
  ]);
  const types = Object.entries(events.reduce((counts, { type }) => ({ ...counts, [type]: (counts[type] ?? 0) + 1 }), {}));

  console.log(
    "\n| items | POST bulk-analyze {all: true} → 202 | events on the job's stream | largest event's data | jobs enqueued, from the click | load average before → after |",
  );
  console.log('|---|---|---|---|---|---|');
  console.log(
    `| ${items} | ${answeredMs.toFixed(0)} ms | ${events.length} (${types.map(([type, n]) => `${n} ${type}`).join(' + ')}) | ${Math.max(...events.map((e) => e.bytes)).toLocaleString('en')} bytes | ${jobs} in ${(enqueuedMs / 1000).toFixed(1)} s | ${loadBefore} → ${load()} |`,
  );
  if (jobs < items) throw new Error(`only ${jobs} of ${items} analyses were enqueued in 120 s`);
});
