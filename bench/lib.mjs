/** Shared pieces of the benchmarks: start the built server on an embedded database, time requests. */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts `node api/dist/main.js` on a fresh DATA_DIR (embedded PostgreSQL), as `npm start` does. */
export async function startServer(env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'freshwatch-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, [...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean), join(root, 'api/dist/main.js')], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    dataDir,
    pid: child.pid,
    async stop() {
      child.kill('SIGINT');
      await new Promise((r) => child.on('exit', r));
      if (process.env.BENCH_KEEP_DATA) console.log(`kept ${dataDir}`);
      else rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function signUp(base, email = `bench-${Date.now()}@example.com`) {
  const response = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'benchmark-password' }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status}`);
  return response.headers.get('set-cookie').split(';')[0];
}

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function summarize(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const ms = (v) => Math.round(v * 100) / 100;
  return { n: sorted.length, p50: ms(percentile(sorted, 50)), p95: ms(percentile(sorted, 95)), p99: ms(percentile(sorted, 99)), max: ms(sorted[sorted.length - 1]) };
}

export function ensureBuilt() {
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('build failed');
}

/** The loopback fixture site (api/test/fixture-site) in a child process of its own, as a remote site would be. */
export async function startFixtureSiteProcess() {
  const fixtureModule = join(root, 'api/test/fixture-site/index.js');
  const child = spawn(process.execPath, ['-e', `require(${JSON.stringify(fixtureModule)}).startFixtureSite().then((s) => console.log(s.url))`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(String(chunk).trim()));
    child.once('exit', (code) => reject(new Error(`fixture site exited with ${code}`)));
  });
  return {
    url,
    async close() {
      child.kill();
      await new Promise((r) => child.once('exit', r));
    },
  };
}
