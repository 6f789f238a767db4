import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../src/database/embedded-postgres';

/**
 * The built server as `npm start` runs it: embedded PostgreSQL, real ports, real signals.
 * Needs `npm run build -w api` first (npm test does it).
 */
const MAIN = join(__dirname, '../dist/main.js');

// Each test creates one or two embedded databases (initdb) and starts the server up to three times: on a busy
// CI machine (the web and browser suites' builds beside it) that takes more than Jest's 30 s. These limits only
// stop a hung start; they measure nothing.
jest.setTimeout(120_000);
const HEALTH_WAIT_MS = 90_000;

interface Server {
  process: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

function start(dataDir: string, port: number, extraEnv: Record<string, string> = {}): Server {
  const env: Record<string, string> = { ...(process.env as Record<string, string>), DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', ...extraEnv };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { process: child, port, output: () => output, exited };
}

async function waitForHealth(server: Server): Promise<void> {
  const deadline = Date.now() + HEALTH_WAIT_MS;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy: ${server.output()}`);
}

async function signUp(port: number, email: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'long-enough-pw' }),
  });
  expect(response.status).toBe(201);
  return response.headers.get('set-cookie')!.split(';')[0];
}

describe('starting the built server', () => {
  const dirs: string[] = [];
  const newDataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'freshwatch-start-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  beforeAll(() => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build -w api\` before this test.`);
  });

  it('runs two instances side by side on embedded databases, stops on SIGINT, and keeps data across a restart', async () => {
    const [dirA, dirB] = [newDataDir(), newDataDir()];
    const [portA, portB] = [await freePort(), await freePort()];
    const a = start(dirA, portA);
    const b = start(dirB, portB);
    await Promise.all([waitForHealth(a), waitForHealth(b)]);

    const cookie = await signUp(portA, 'ada@site-a.test');
    const created = await fetch(`http://127.0.0.1:${portA}/api/content-items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ title: 'Kept', url: 'https://site-a.test/kept' }),
    });
    expect(created.status).toBe(201);
    // B has its own database: the same email is free there.
    await signUp(portB, 'ada@site-a.test');

    a.process.kill('SIGINT');
    b.process.kill('SIGINT');
    expect(await a.exited).toBe(0);
    expect(await b.exited).toBe(0);
    // The embedded PostgreSQL stopped cleanly with its server.
    expect(existsSync(join(dirA, 'postgres', 'postmaster.pid'))).toBe(false);

    const again = start(dirA, portA);
    try {
      await waitForHealth(again);
      const items = await (await fetch(`http://127.0.0.1:${portA}/api/content-items`, { headers: { cookie } })).json();
      expect(items.map((i: { title: string }) => i.title)).toEqual(['Kept']);
    } finally {
      again.process.kill('SIGINT');
      await again.exited;
    }
  });

  it('refuses to start with a bad setting, naming the variable', async () => {
    const server = start(newDataDir(), 3999, { PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration: PORT must be a whole number');
  });
});
