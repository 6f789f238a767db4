#!/usr/bin/env node
/**
 * The end-to-end analysis target on the built server (embedded PostgreSQL, pg-boss jobs): at least 150 pages per
 * second (first 30) for fetch, extract, local analysis, event appended and read model updated, against the
 * loopback fixture site. Measured two ways:
 *  (a) Refresh All: POST /api/content-items/bulk-analyze for N items, then poll the job until it completes
 *      (the path the web app uses); pages/s = N / elapsed, at the workspace's batch_size setting.
 *  (b) POST /api/content-items/{id}/analyze from 4 concurrent clients: reply latency and pages/s.
 *
 * Refresh All also reports the CPU time per page of the server process and its embedded PostgreSQL (a figure
 * that the other processes of a shared machine move much less than pages per second).
 *
 *   node bench/analysis-end-to-end.mjs [--no-build] [--items 300] [--batch-size 10]
 */
import { ensureBuilt, processTreeCpuSeconds, signUp, startFixtureSite, startServer, summarize } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const items = option('items', 300);
const batchSize = option('batch-size', 10);

if (!args.includes('--no-build')) ensureBuilt();
const site = await startFixtureSite();
// The fixture site is on loopback, which the fetcher refuses unless told otherwise.
const server = await startServer({ FETCH_ALLOW_PRIVATE: 'true', SCHEDULED_CHECKS: 'false' });
try {
  const cookie = await signUp(server.base);
  const headers = { 'content-type': 'application/json', cookie };
  const call = async (method, path, body) => {
    const response = await fetch(`${server.base}${path}`, { method, headers, body: body && JSON.stringify(body) });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? null : response.json();
  };
  await call('POST', '/api/settings', { key: 'batch_size', value: String(batchSize) });

  // /link-hub has 200 links: the full link check (shared cache, per-host limit) is part of the measured cost.
  const pages = ['/fresh', '/outdated', '/seo-poor', '/hard-to-read', '/broken-links', '/link-hub'];
  const register = async (i) => (await call('POST', '/api/content-items', { title: `Page ${i}`, url: `${site.url}${pages[i % pages.length]}?n=${i}` })).id;
  const ids = [];
  for (let i = 0; i < items; i++) ids.push(await register(i));

  // (a) Refresh All
  const cpuBefore = processTreeCpuSeconds(server.pid);
  const started = performance.now();
  const { jobId, total } = await call('POST', '/api/content-items/bulk-analyze', { contentIds: ids });
  let job;
  do {
    await new Promise((r) => setTimeout(r, 100));
    job = await call('GET', `/api/analysis-jobs/${jobId}`);
  } while (job.status !== 'completed');
  const bulkSeconds = (performance.now() - started) / 1000;
  const cpuAfter = processTreeCpuSeconds(server.pid);
  const cpuPerPage = Object.keys(cpuAfter)
    .map((name) => `${name} ${(((cpuAfter[name] - (cpuBefore[name] ?? 0)) / total) * 1000).toFixed(1)}`)
    .join(', ');
  const analysed = (await call('GET', '/api/content-items')).filter((item) => item.lastAnalyzed).length;

  // (b) direct analyses, 4 clients
  const sample = ids.slice(0, 100);
  const latencies = [];
  let next = 0;
  const directStarted = performance.now();
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < sample.length) {
        const id = sample[next++];
        const t = performance.now();
        await call('POST', `/api/content-items/${id}/analyze`);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const directSeconds = (performance.now() - directStarted) / 1000;
  const direct = summarize(latencies);

  console.log(`\n| measurement | items | seconds | pages/s | notes |`);
  console.log(`|---|---|---|---|---|`);
  console.log(
    `| Refresh All (bulk-analyze job, batch_size ${batchSize}) | ${total} | ${bulkSeconds.toFixed(2)} | ${(total / bulkSeconds).toFixed(1)} | done ${job.done}, failed ${job.failed}; ${analysed} items show lastAnalyzed; CPU ms per page: ${cpuPerPage} |`,
  );
  console.log(
    `| POST /analyze, 4 clients | ${sample.length} | ${directSeconds.toFixed(2)} | ${(sample.length / directSeconds).toFixed(1)} | reply p50 ${direct.p50} ms, p95 ${direct.p95} ms |`,
  );
} finally {
  await server.stop();
  await site.close();
}
