#!/usr/bin/env node
/**
 * The import target, on the built server with its embedded PostgreSQL: POST /api/content-items/import with
 * 10,000 URLs answers within 10 s, the reply coming once the read models list every new item.
 *
 *  - three imports of 10,000 typical URLs (81-88 characters once normalised), each into a new workspace
 *  - 10,000 more into a workspace that already monitors 10,000 pages (every entry checked against them)
 *  - 10,000 URLs of the longest accepted length, 2,048 characters (a 20 MB body)
 *
 * After each, the item list is read once to check that it holds every imported page.
 *
 *   node bench/import.mjs [--no-build]
 */
import { ensureBuilt, signUp, startServer } from './lib.mjs';

const COUNT = 10_000;

if (!process.argv.includes('--no-build')) ensureBuilt();
const server = await startServer();

const typicalUrls = (batch) =>
  Array.from({ length: COUNT }, (_, i) => `shop-${batch}.site-a.test/catalogue/category-${i % 37}/product-${i}-with-a-descriptive-slug`);
const longUrls = () =>
  Array.from({ length: COUNT }, (_, i) => {
    const start = `https://long.site-a.test/${i}/`;
    return start + 'a'.repeat(2048 - start.length);
  });

async function timedImport(cookie, urls) {
  const body = JSON.stringify({ urls });
  const started = performance.now();
  const response = await fetch(`${server.base}/api/content-items/import`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body });
  const reply = await response.json();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`import failed: ${response.status} ${reply.message}`);
  const listed = (await (await fetch(`${server.base}/api/content-items`, { headers: { cookie } })).json()).length;
  return {
    ms: Math.round(ms),
    created: reply.created,
    duplicates: reply.duplicates,
    invalid: reply.invalid,
    listed,
    megabytes: (body.length / 1024 / 1024).toFixed(1),
  };
}

try {
  // Warm up connections and query plans with a small import; not measured.
  await timedImport(await signUp(server.base, `bench-warmup-${Date.now()}@site-a.test`), typicalUrls('warmup').slice(0, 200));

  const rows = [];
  let fullWorkspace;
  for (let run = 1; run <= 3; run++) {
    const cookie = await signUp(server.base, `bench-import-${run}-${Date.now()}@site-a.test`);
    rows.push([`${COUNT} typical URLs into an empty workspace (run ${run})`, await timedImport(cookie, typicalUrls(run))]);
    fullWorkspace = cookie;
  }
  rows.push([`${COUNT} more typical URLs into a workspace that monitors ${COUNT}`, await timedImport(fullWorkspace, typicalUrls('more'))]);
  const longCookie = await signUp(server.base, `bench-import-long-${Date.now()}@site-a.test`);
  rows.push([`${COUNT} URLs of 2,048 characters into an empty workspace`, await timedImport(longCookie, longUrls())]);

  console.log(`\n| import | body MB | seconds | created | duplicates | invalid | listed after the reply | target |`);
  console.log(`|---|---|---|---|---|---|---|---|`);
  for (const [what, r] of rows) {
    console.log(
      `| ${what} | ${r.megabytes} | ${(r.ms / 1000).toFixed(2)} | ${r.created} | ${r.duplicates} | ${r.invalid} | ${r.listed} | < 10 s: ${r.ms < 10_000 ? 'met' : 'MISSED'} |`,
    );
  }
} finally {
  await server.stop();
}
