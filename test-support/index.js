'use strict';
/**
 * Starting what a test or benchmark runs against: the built product as `npm start` runs it, the loopback fixture
 * site, a headless Chromium. Plain CommonJS with types in index.d.ts: the .mjs browser tests and benchmarks load
 * it, and a TypeScript test can import it as it is.
 *
 * Loading it loads the offline guard: nothing this process, the product or the fixture site does leaves the
 * machine (the guard passes itself on to child processes through NODE_OPTIONS).
 */
require('../scripts/offline-guard.cjs');
const { spawn } = require('node:child_process');
const { mkdtempSync, readFileSync, rmSync } = require('node:fs');
const { createServer } = require('node:net');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const root = join(__dirname, '..');

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The offline guard's records of what the product tried to reach, as one message each; none when it tried nothing. */
function readLeaks(leakLog) {
  let leaks = '';
  try {
    leaks = readFileSync(leakLog, 'utf8').trim();
  } catch {
    // No log: nothing leaked.
  }
  if (!leaks) return [];
  return leaks
    .split('\n')
    .map((line) => JSON.parse(line))
    .map((leak) => `${leak.kind} of ${leak.target}\n${leak.stack}`);
}

/**
 * `node --max-old-space-size=1024 api/dist/main.js` on a fresh DATA_DIR (embedded PostgreSQL unless `env` names a
 * DATABASE_URL), as `npm start` runs it; resolves once /api/health answers. `nodeArgs` come after the heap cap, so
 * a flag given there wins. With `failOnLeaks`, `stop()` fails when the product tried to reach outside the machine;
 * with `ipc`, `process` has a channel to a probe loaded through `nodeArgs`.
 */
async function startProduct({ env = {}, nodeArgs = [], host = 'localhost', keepData = false, failOnLeaks = true, ipc = false } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'freshwatch-product-'));
  const port = await freePort();
  const guardDir = failOnLeaks ? mkdtempSync(join(tmpdir(), 'freshwatch-product-guard-')) : null;
  const leakLog = guardDir && join(guardDir, 'leaks.jsonl');
  const child = spawn(process.execPath, ['--max-old-space-size=1024', ...nodeArgs, join(root, 'api/dist/main.js')], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...(leakLog ? { FRESHWATCH_OFFLINE_GUARD_LOG: leakLog } : {}),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit', ...(ipc ? ['ipc'] : [])],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://${host}:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // Not listening yet: try again.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    dataDir,
    pid: child.pid,
    process: child,
    async stop() {
      child.kill('SIGINT');
      await exited;
      if (keepData) console.log(`kept ${dataDir}`);
      else rmSync(dataDir, { recursive: true, force: true });
      if (!guardDir) return;
      const refused = readLeaks(leakLog);
      rmSync(guardDir, { recursive: true, force: true });
      if (refused.length > 0) throw new Error(`The product tried to reach outside this machine during this run (offline guard):\n${refused.join('\n')}`);
    },
  };
}

/**
 * The loopback fixture site (api/test/fixture-site) in a child process of its own, as a remote site would be.
 * The parent changes its pages over the IPC channel: `setPage(path, html, options?)` (a source page that changed;
 * options as the fixture site's: status, contentType, headers) and
 * `resetPage(path)`, each resolving once the child has applied it.
 */
async function startFixtureSite() {
  const fixtureModule = join(root, 'api/test/fixture-site/index.js');
  const script = `
    const { startFixtureSite } = require(${JSON.stringify(fixtureModule)});
    startFixtureSite().then((site) => {
      process.on('message', ({ id, op, path, html, options }) => {
        if (op === 'setPage') site.setPage(path, html, options);
        if (op === 'resetPage') site.resetPage(path);
        process.send({ id });
      });
      // The parent's end of the channel closing (it stopped or crashed) ends the site too.
      process.on('disconnect', () => site.close().then(() => process.exit(0)));
      process.send({ url: site.url });
    });`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise((r) => child.once('exit', r));
  const url = await new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message.url));
    child.once('exit', (code) => reject(new Error(`fixture site exited with ${code}`)));
  });
  let nextId = 1;
  const control = (message) =>
    new Promise((resolve) => {
      const id = nextId++;
      const onMessage = (reply) => {
        if (reply.id !== id) return;
        child.off('message', onMessage);
        resolve();
      };
      child.on('message', onMessage);
      child.send({ ...message, id });
    });
  return {
    url,
    setPage: (path, html, options) => control({ op: 'setPage', path, html, options }),
    resetPage: (path) => control({ op: 'resetPage', path }),
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill();
      await exited;
    },
  };
}

/** Debian's Chromium, headless, through playwright-core. */
async function launchBrowser() {
  const { chromium } = require('playwright-core');
  // Playwright gives each launch a fresh temporary profile. Without the background-networking flags
  // Chromium keeps trying to reach outside hosts, which this network refuses. The resolver rule makes every
  // name but the loopback ones and .test names (mapped in /etc/hosts) fail without a DNS lookup (Stripe.js on the
  // Subscribe page, for one): nothing a browser test does leaves the machine.
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE *.test',
    ],
    headless: true,
  });
  return { browser, close: () => browser.close() };
}

module.exports = { root, freePort, startProduct, startFixtureSite, launchBrowser };
