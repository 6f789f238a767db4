#!/usr/bin/env node
/**
 * The cost of the full link check (every link of the main content and the site's own links) on a page
 * with 200 links, over loopback against the fixture site's /link-hub (in its own process, as a remote site would
 * be), on the built api:
 *  (a) cold: a new checker and cache each run — fetch the page, extract, check all 206 links (HEAD, GET where HEAD
 *      is refused, 4 at once per host), local analysis;
 *  (b) warm: the same with the checker's cache from an earlier run (a second page of the same site in a Refresh All).
 * The Refresh All target with link checks is measured by bench/analysis-end-to-end.mjs.
 *
 *   node bench/link-check.mjs [--no-build] [--runs 20]
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root, startFixtureSite, summarize } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const runs = option('runs', 20);

if (!args.includes('--no-build')) {
  for (const workspace of ['contracts', 'api']) {
    const result = spawnSync('npm', ['run', 'build', '--silent', '-w', workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`building ${workspace} failed (run with --no-build to use the existing api/dist)`);
  }
}

const require = createRequire(import.meta.url);
const engine = require(join(root, 'api/dist/engine/index.js'));
const { createPageFetcher } = require(join(root, 'api/dist/shared/outbound/page-fetcher.js'));
const { createLinkChecker, memoryLinkCheckCache } = require(join(root, 'api/dist/shared/outbound/link-checker.js'));
const site = await startFixtureSite();
const fetcher = createPageFetcher({ allowPrivate: true, timeoutMs: 10_000 });

async function analyseHub(checker) {
  const t0 = performance.now();
  const page = engine.extractPage(await fetcher.fetchPage(`${site.url}/link-hub`));
  const { urls, skipped } = engine.linksToCheck(page);
  const t1 = performance.now();
  const links = await checker.check(urls, fetcher, skipped);
  const t2 = performance.now();
  engine.analyseLocally(page, { now: new Date(), freshnessThresholdDays: 180, deadLinks: links.broken, linksChecked: links.checked });
  return { total: performance.now() - t0, check: t2 - t1, links };
}

try {
  // Warm up the connections and the JIT.
  await analyseHub(createLinkChecker({ cache: memoryLinkCheckCache() }));
  const cold = [];
  const coldChecks = [];
  let report;
  for (let i = 0; i < runs; i++) {
    const run = await analyseHub(createLinkChecker({ cache: memoryLinkCheckCache() }));
    cold.push(run.total);
    coldChecks.push(run.check);
    report = run.links;
  }
  const shared = createLinkChecker({ cache: memoryLinkCheckCache() });
  await analyseHub(shared);
  const warm = [];
  for (let i = 0; i < runs; i++) warm.push((await analyseHub(shared)).total);

  const row = (name, s) => `| ${name} | ${s.n} | ${s.p50} | ${s.p95} | ${s.max} |`;
  console.log(`\n/link-hub: ${report.checked} links checked, ${report.broken.length} broken, ${report.redirected} redirected, ${report.skipped} skipped\n`);
  console.log('| measurement | runs | p50 ms | p95 ms | max ms |');
  console.log('|---|---|---|---|---|');
  console.log(row('cold: fetch + extract + check every link + analyse', summarize(cold)));
  console.log(row('cold: the link check alone', summarize(coldChecks)));
  console.log(row('warm cache: fetch + extract + check + analyse', summarize(warm)));
} finally {
  fetcher.close();
  await site.close();
}
