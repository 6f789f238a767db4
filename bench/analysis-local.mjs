#!/usr/bin/env node
/**
 * The analysis engine's targets (api/src/engine), on the built api:
 *  (a) extract + local analysis of one typical 2,000-word page (the fixture's /fresh, no network),
 *      500 times after a warm-up: p95 < 50 ms
 *  (b) fetch + extract + local analysis over loopback against the fixture site (run in a child process, as a
 *      remote site would be), with 1 and 4 concurrent workers (async, in one process, as the job runner does):
 *      pages per second, latency, and memory (RSS and heap growth) per worker
 *  (c) the page mix of Refresh All's benchmark (bench/analysis-end-to-end.mjs: the five pages above and the 200-link
 *      /link-hub), no network, in turn: the engine's CPU per page (garbage collection included) and ms per page
 * The event append and read-model update of the end-to-end target are not part of this benchmark.
 *
 *   node bench/analysis-local.mjs [--no-build] [--iterations 500] [--seconds 10]
 */
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { root, summarize } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const iterations = option('iterations', 500);
const seconds = option('seconds', 10);

if (!args.includes('--no-build')) {
  for (const workspace of ['contracts', 'api']) {
    const result = spawnSync('npm', ['run', 'build', '--silent', '-w', workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`building ${workspace} failed (run with --no-build to use the existing api/dist)`);
  }
}

const require = createRequire(import.meta.url);
const engine = require(join(root, 'api/dist/engine/index.js'));
const { createPageFetcher } = require(join(root, 'api/dist/shared/outbound/page-fetcher.js'));
const fixtureModule = join(root, 'api/test/fixture-site/index.js');
const { fetchedFixturePage } = require(fixtureModule);

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc');
const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;

// (a) one 2,000-word page, no network
const now = new Date();
const freshPage = fetchedFixturePage('/fresh', { now, origin: 'https://docs.site-a.test' });
const context = { now, freshnessThresholdDays: 180 };
const once = () => engine.analyseLocally(engine.extractPage(freshPage), context);
const words = engine.extractPage(freshPage).wordCount;
for (let i = 0; i < 50; i++) once();
const total = [];
const extractOnly = [];
const analyseOnly = [];
for (let i = 0; i < iterations; i++) {
  const t0 = performance.now();
  const extracted = engine.extractPage(freshPage);
  const t1 = performance.now();
  engine.analyseLocally(extracted, context);
  const t2 = performance.now();
  total.push(t2 - t0);
  extractOnly.push(t1 - t0);
  analyseOnly.push(t2 - t1);
}
const single = summarize(total);

// (c) Refresh All's page mix, no network
const mixPaths = ['/fresh', '/outdated', '/seo-poor', '/hard-to-read', '/broken-links', '/link-hub'];
const mixPages = mixPaths.map((path) => fetchedFixturePage(path, { now, origin: 'https://docs.site-a.test' }));
const mixRounds = Math.max(20, Math.round(iterations / 5));
for (let i = 0; i < 20 * mixPages.length; i++) engine.analyseLocally(engine.extractPage(mixPages[i % mixPages.length]), context);
const mixMs = mixPaths.map(() => []);
const mixCpuStart = process.cpuUsage();
for (let round = 0; round < mixRounds; round++) {
  mixPages.forEach((page, k) => {
    const t0 = performance.now();
    engine.analyseLocally(engine.extractPage(page), context);
    mixMs[k].push(performance.now() - t0);
  });
}
const mixCpu = process.cpuUsage(mixCpuStart);
const mixCpuPerPage = (mixCpu.user + mixCpu.system) / 1000 / (mixRounds * mixPages.length);

// (b) over loopback
const child = spawn(process.execPath, ['-e', `require(${JSON.stringify(fixtureModule)}).startFixtureSite().then((s) => console.log(s.url))`], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const siteUrl = await new Promise((resolve, reject) => {
  child.stdout.once('data', (data) => resolve(String(data).trim()));
  child.once('exit', (code) => reject(new Error(`fixture site exited with ${code}`)));
});
const paths = ['/fresh', '/outdated', '/seo-poor', '/hard-to-read', '/broken-links'];
const fetcher = createPageFetcher({ allowPrivate: true, timeoutMs: 30_000 });

async function loopback(workers) {
  // Warm-up: connections, JIT.
  for (const path of paths)
    engine.analyseLocally(engine.extractPage(await fetcher.fetchPage(siteUrl + path)), { now: new Date(), freshnessThresholdDays: 180 });
  gc();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 20);
  const latencies = [];
  let next = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < deadline) {
        const path = paths[next++ % paths.length];
        const t0 = performance.now();
        const page = engine.extractPage(await fetcher.fetchPage(siteUrl + path));
        engine.analyseLocally(page, { now: new Date(), freshnessThresholdDays: 180 });
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  clearInterval(sampler);
  gc();
  const after = process.memoryUsage();
  return {
    workers,
    pages: latencies.length,
    perSecond: Math.round((latencies.length / elapsed) * 10) / 10,
    latency: summarize(latencies),
    rssPerWorker: mb((peakRss - base.rss) / workers),
    heapPerWorker: mb((peakHeap - base.heapUsed) / workers),
    retainedHeap: mb(after.heapUsed - base.heapUsed),
    baseRss: mb(base.rss),
  };
}

const runs = [];
try {
  for (const workers of [1, 4]) runs.push(await loopback(workers));
} finally {
  fetcher.close();
  child.kill();
}

console.log(`\n## Analysis engine (node ${process.version}, ${(await import('node:os')).cpus().length} CPUs)\n`);
console.log(`(a) extract + analyse the fixture's /fresh page (${words.toLocaleString('en-US')} words), ${iterations} runs after 50 warm-up runs, no network\n`);
console.log('| step | p50 ms | p95 ms | max ms | target |');
console.log('|---|---|---|---|---|');
console.log(`| extract + analyse | ${single.p50} | ${single.p95} | ${single.max} | p95 < 50 ms: ${single.p95 < 50 ? 'met' : 'MISSED'} |`);
const e = summarize(extractOnly);
const a = summarize(analyseOnly);
console.log(`| extract only | ${e.p50} | ${e.p95} | ${e.max} | |`);
console.log(`| analyse only | ${a.p50} | ${a.p95} | ${a.max} | |`);
console.log(`\n(b) fetch + extract + analyse over loopback (fixture site in a child process; pages ${paths.join(', ')}), ${seconds} s per row\n`);
console.log('| workers | pages | pages/s | p50 ms | p95 ms | max ms | peak RSS growth per worker | peak heap growth per worker | heap retained after GC |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of runs) {
  console.log(
    `| ${r.workers} | ${r.pages} | ${r.perSecond} | ${r.latency.p50} | ${r.latency.p95} | ${r.latency.max} | ${r.rssPerWorker} MB | ${r.heapPerWorker} MB | ${r.retainedHeap} MB |`,
  );
}
console.log(
  `\nBaseline RSS before the loopback runs: ${runs[0].baseRss} MB. Peak growth = the highest level during the run minus the level after a forced GC before it (mostly garbage not yet collected); retained = after a forced GC at the end.`,
);
console.log(`\n(c) Refresh All's page mix, extract + analyse, no network, ${mixRounds} rounds of ${mixPaths.length} pages after 20 warm-up rounds\n`);
console.log(`CPU per page (this process, all threads, GC included): ${mixCpuPerPage.toFixed(2)} ms\n`);
console.log('| page | p50 ms | p95 ms |');
console.log('|---|---|---|');
mixPaths.forEach((path, k) => {
  const s = summarize(mixMs[k]);
  console.log(`| ${path} | ${s.p50} | ${s.p95} |`);
});
