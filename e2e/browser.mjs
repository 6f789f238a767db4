/** Starting the built server and a headless Chromium for the browser tests. */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const root = new URL('..', import.meta.url).pathname;
export const screenshots = join(root, 'screenshots');

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `node api/dist/main.js` on a fresh DATA_DIR, exactly as `npm start` runs it. */
export async function startProduct(env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'freshwatch-e2e-'));
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'api/dist/main.js')], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      child.kill('SIGINT');
      await new Promise((r) => child.on('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser() {
  mkdirSync(screenshots, { recursive: true });
  // Playwright gives each launch a fresh temporary profile. Without the background-networking flags
  // Chromium keeps trying to reach outside hosts, which this network refuses.
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    headless: true,
  });
  return { browser, close: () => browser.close() };
}
