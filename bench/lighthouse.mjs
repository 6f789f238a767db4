/**
 * The first-load targets: Lighthouse performance and accessibility >= 95 on the landing page (signed
 * out) and on /content with 1,000 items (signed in), and the JavaScript each page loads (gzip/brotli bytes on the
 * wire) against 200 KB (landing) and 300 KB (signed in). The built server with its embedded PostgreSQL; the
 * `lighthouse` package drives Debian's Chromium (/usr/bin/chromium, headless), whose resolver fails every name but
 * the loopback ones, so nothing outside this machine is asked for.
 *
 *   node bench/lighthouse.mjs [--no-build] [--preset=mobile|desktop] [--page=landing|content] [--save=DIR]
 *
 * --page measures one of the two pages only (landing skips the sign-up and the 1,000-item import).
 * --save writes each page's whole Lighthouse report (DIR/<page>-<preset>.json), for the diagnostics behind a score:
 * the critical request chains, the main-thread work by category, the long tasks.
 * mobile is Lighthouse's default (simulated slow 4G, 4x CPU slowdown); desktop its desktop preset. Run under
 * `flock /tmp/heavy.lock` and note `uptime`'s load average next to the figures.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, signUp, startServer } from './lib.mjs';

const args = process.argv.slice(2);
const preset = args.find((a) => a.startsWith('--preset='))?.split('=')[1] ?? 'mobile';
if (!['mobile', 'desktop'].includes(preset)) throw new Error(`unknown preset ${preset}`);
const only = args.find((a) => a.startsWith('--page='))?.split('=')[1];
if (only !== undefined && !['landing', 'content'].includes(only)) throw new Error(`unknown page ${only}`);
const saveDir = args.find((a) => a.startsWith('--save='))?.split('=')[1];
if (!args.includes('--no-build')) ensureBuilt();

const ITEMS = 1000;
const TARGETS = { performance: 95, accessibility: 95, landingJsKb: 200, signedInJsKb: 300 };

const server = await startServer();
const chrome = await launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'],
});
try {
  const cookie = only === 'landing' ? '' : await signUpWithItems();
  const pages = [
    { id: 'landing', name: 'landing (signed out)', url: `${server.base}/`, headers: {}, jsTarget: TARGETS.landingJsKb },
    { id: 'content', name: `/content, ${ITEMS} items (signed in)`, url: `${server.base}/content`, headers: { Cookie: cookie }, jsTarget: TARGETS.signedInJsKb },
  ].filter((page) => only === undefined || page.id === only);
  const rows = [];
  for (const page of pages) {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], extraHeaders: page.headers };
    const result = await lighthouse(page.url, flags, preset === 'desktop' ? desktopConfig : undefined);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${page.name}: ${lhr.runtimeError.message}`);
    if (saveDir) {
      mkdirSync(saveDir, { recursive: true });
      writeFileSync(join(saveDir, `${page.id}-${preset}.json`), JSON.stringify(lhr));
    }
    const requests = lhr.audits['network-requests'].details.items;
    const scripts = requests.filter((r) => r.resourceType === 'Script');
    const jsKb = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
    const failing = lhr.categories.accessibility.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => ref.id);
    rows.push({
      page: page.name,
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
      scripts: scripts.length,
      jsKb: Math.round(jsKb * 10) / 10,
      jsTarget: page.jsTarget,
      failing,
    });
  }

  console.log(
    `\nLighthouse ${preset}, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
  console.log('| page | performance | accessibility | FCP ms | LCP ms | TBT ms | CLS | scripts | JS KB on the wire | JS target KB |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.scripts} | ${r.jsKb} | ${r.jsTarget} |`,
    );
  }
  for (const r of rows) if (r.failing.length > 0) console.log(`\n${r.page}: accessibility audits not passed: ${r.failing.join(', ')}`);
} finally {
  await chrome.kill();
  await server.stop();
}

/**
 * The first account is the administrator, whose workspace has no page limit: 1,000 loopback addresses, stored only
 * (an import via the API queues no analysis), so the table has 1,000 rows to show. Returns its session cookie.
 */
async function signUpWithItems() {
  const cookie = await signUp(server.base, `bench-lighthouse-${Date.now()}@site-a.test`);
  const urls = Array.from({ length: ITEMS }, (_, i) => `http://127.0.0.1:9/articles/${i + 1}`);
  const imported = await fetch(`${server.base}/api/content-items/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ urls }),
  });
  if (imported.status !== 200) throw new Error(`import failed: ${imported.status}`);
  const { created } = await imported.json();
  if (created !== ITEMS) throw new Error(`imported ${created} of ${ITEMS}`);
  return cookie;
}
