#!/usr/bin/env node
/**
 * The command reply target: a command's HTTP reply, which waits until the read models reflect it
 * (read-your-writes), p95 < 10 ms. On the built server with its embedded PostgreSQL, one client, one request at
 * a time (each timed until its body has arrived): POST and PATCH of content items, POST and PATCH of tasks.
 * `BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"` profiles the server.
 *
 *   node bench/command-latency.mjs [--no-build] [--n 500]
 */
import { loadavg } from 'node:os';
import { ensureBuilt, signUp, startServer, summarize } from './lib.mjs';

const args = process.argv.slice(2);
const n = args.includes('--n') ? Number(args[args.indexOf('--n') + 1]) : 500;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

if (!args.includes('--no-build')) ensureBuilt();
const server = await startServer({ SCHEDULED_CHECKS: 'false' });
try {
  const cookie = await signUp(server.base);
  const headers = { 'content-type': 'application/json', cookie };
  const send = async (method, path, body, expected) => {
    const started = performance.now();
    const response = await fetch(`${server.base}${path}`, { method, headers, body: JSON.stringify(body) });
    const text = await response.text();
    const ms = performance.now() - started;
    if (response.status !== expected) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return { ms, body: JSON.parse(text) };
  };
  const item = (i) => ({
    title: `Benchmark article ${i}`,
    url: `https://site-a.test/articles/${i}`,
    contentType: 'blog_post',
    content: 'A short description of the article that a content team would write. '.repeat(3),
    checkSchedule: { type: 'weekly', daysOfWeek: ['monday'], time: '09:00' },
  });
  const task = (i) => ({ title: `Update the prices on guide ${i}`, description: 'The analysis found prices from last season.', priority: 'medium' });

  // Warm up connections, query plans and the JIT; not measured.
  for (let i = 0; i < 100; i++) {
    const { body } = await send('POST', '/api/content-items', item(`warm-${i}`), 201);
    await send('PATCH', `/api/content-items/${body.id}`, { title: `Warm ${i}` }, 200);
  }

  const before = load();
  const rows = [];
  const measure = async (label, run) => {
    const samples = [];
    for (let i = 0; i < n; i++) samples.push(await run(i));
    rows.push({ label, ...summarize(samples) });
  };
  const itemIds = [];
  const taskIds = [];
  await measure('POST /api/content-items', async (i) => {
    const { ms, body } = await send('POST', '/api/content-items', item(i), 201);
    itemIds.push(body.id);
    return ms;
  });
  await measure(
    'PATCH /api/content-items/{id} (title and status)',
    async (i) => (await send('PATCH', `/api/content-items/${itemIds[i]}`, { title: `Edited article ${i}`, status: 'needs_update' }, 200)).ms,
  );
  await measure('POST /api/tasks', async (i) => {
    const { ms, body } = await send('POST', '/api/tasks', task(i), 201);
    taskIds.push(body.id);
    return ms;
  });
  await measure('PATCH /api/tasks/{id} (status)', async (i) => (await send('PATCH', `/api/tasks/${taskIds[i]}`, { status: 'in_progress' }, 200)).ms);
  const after = load();

  console.log(`\n| command (reply after the read models caught up) | n | p50 ms | p95 ms | p99 ms | max ms | target |`);
  console.log(`|---|---|---|---|---|---|---|`);
  for (const r of rows) console.log(`| ${r.label} | ${r.n} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | p95 < 10: ${r.p95 < 10 ? 'met' : 'NOT met'} |`);
  console.log(`\nload average before ${before}, after ${after}`);
} finally {
  await server.stop();
}
