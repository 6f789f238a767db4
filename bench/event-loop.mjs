#!/usr/bin/env node
/**
 * Analysis never blocks the server. The built API (embedded PostgreSQL) analyses a 5 MB page from a
 * loopback server while this script
 *  - reads the API process's event loop delay (perf_hooks.monitorEventLoopDelay, by bench/event-loop-probe.cjs
 *    loaded with --require), reset just before the analysis starts and read when it ends, and
 *  - sends GET /api/content-items/{id} back to back and times each reply, before (baseline) and during.
 * Targets: event loop delay p99 < 50 ms during the analysis; request latency as usual.
 *
 *   node bench/event-loop.mjs [--no-build] [--megabytes 5] [--runs 3]
 */
import { createServer } from 'node:http';
import { join } from 'node:path';
import { ensureBuilt, freePort, root, signUp, startServer, summarize } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const megabytes = option('megabytes', 5);
const runs = option('runs', 3);
if (!args.includes('--no-build')) ensureBuilt();

// A large article: headings, paragraphs with dates and a few links, as a long archive page would have.
function bigPage(origin, bytes) {
  const parts = [
    '<!DOCTYPE html><html lang="en"><head><title>The complete archive</title><meta name="description" content="Every article of the archive on one page, for readers who want it all."></head><body><main><h1>The complete archive</h1>',
  ];
  let size = parts[0].length;
  for (let i = 0; size < bytes; i++) {
    const block =
      (i % 20 === 0 ? `<h2>Part ${i / 20 + 1}</h2>` : '') +
      `<p>Article ${i} was written in 2024 and updated in 2026. It explains how the team measured the results, ` +
      `what changed since the first edition, and which sources readers can consult for the details of each step.` +
      (i % 500 === 0 ? ` See <a href="${origin}/about">the about page</a>.` : '') +
      '</p>';
    parts.push(block);
    size += block.length;
  }
  parts.push('</main></body></html>');
  return parts.join('');
}

const sitePort = await freePort();
const origin = `http://127.0.0.1:${sitePort}`;
const html = bigPage(origin, megabytes * 1024 * 1024);
const site = createServer((request, response) => {
  const body = request.url === '/big' ? html : '<!DOCTYPE html><html lang="en"><head><title>About</title></head><body><p>About us.</p></body></html>';
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  response.end(body);
});
await new Promise((resolve) => site.listen(sitePort, '127.0.0.1', resolve));

const server = await startServer(
  { FETCH_ALLOW_PRIVATE: 'true', SCHEDULED_CHECKS: 'false' },
  { nodeArgs: ['--require', join(root, 'bench/event-loop-probe.cjs')], ipc: true },
);
const probe = (message) =>
  new Promise((resolve) => {
    if (message === 'reset') return resolve(server.process.send('reset'));
    server.process.once('message', resolve);
    server.process.send(message);
  });
const { base } = server;

try {
  const cookie = await signUp(base);
  const headers = { 'content-type': 'application/json', cookie };
  const call = async (method, path, body) => {
    const response = await fetch(`${base}${path}`, { method, headers, body: body && JSON.stringify(body) });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const big = await call('POST', '/api/content-items', { title: 'Archive', url: `${origin}/big` });
  const small = await call('POST', '/api/content-items', { title: 'About', url: `${origin}/about` });
  await call('POST', `/api/content-items/${small.id}/analyze`); // starts a pool thread: not part of what is measured

  // Requests one after another for `ms`, or until `until` settles.
  async function requestsWhile(until) {
    const latencies = [];
    let done = false;
    until.finally(() => (done = true));
    while (!done) {
      const started = performance.now();
      await call('GET', `/api/content-items/${small.id}`);
      latencies.push(performance.now() - started);
    }
    return latencies;
  }
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

  await probe('reset');
  const baseline = summarize(await requestsWhile(sleep(3000)));
  const baselineLoop = await probe('report');
  console.log(`baseline (no analysis, 3 s): requests ${JSON.stringify(baseline)} ms; event loop delay ${JSON.stringify(baselineLoop)} ms`);

  for (let run = 1; run <= runs; run++) {
    await probe('reset');
    const started = performance.now();
    const analysis = call('POST', `/api/content-items/${big.id}/analyze`);
    const latencies = await requestsWhile(analysis);
    const analysed = await analysis;
    const seconds = (performance.now() - started) / 1000;
    const loop = await probe('report');
    console.log(
      `run ${run}: ${(html.length / 1024 / 1024).toFixed(1)} MB page analysed in ${seconds.toFixed(2)} s (health ${analysed.healthScore}, ${analysed.analysis.links.checked} links); ` +
        `event loop delay ${JSON.stringify(loop)} ms; requests during it ${JSON.stringify(summarize(latencies))} ms`,
    );
  }
} finally {
  await server.stop();
  site.close();
}
