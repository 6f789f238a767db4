import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { servePagesItLinksTo } from './analysis-fixtures';
import { createTestDatabase, dropTestDatabase } from './database';
import { FixtureSite, startFixtureSite } from './fixture-site';

/** The built server, as `npm start` runs it. */
const MAIN = join(__dirname, '../dist/main.js');

export interface ServerProcess {
  process: ChildProcess;
  /** Its stdout and stderr so far, for a failure's message. */
  output: () => string;
  exited: Promise<number | null>;
}

export interface BuiltServers {
  /** The fixture site, serving the pages its pages link to. */
  site: FixtureSite;
  databaseUrl: string;
  /** A connection to the test database, to read what the servers wrote. */
  db: Client;
  /** One DATA_DIR the servers share. */
  dataDir: string;
  /** Starts the built server with exactly this environment; it is killed, if still running, after the block. */
  spawn(env: Record<string, string>): ServerProcess;
}

/**
 * For a `describe` block that runs the built server (api/dist, so `npm run build -w api` first) as child
 * processes on one test database, beside the fixture site: a `beforeAll` sets them up, an `afterAll` kills every
 * server still running (SIGKILL) and removes what it made. The returned handle is filled in by the `beforeAll`.
 */
export function useBuiltServers(dataDirPrefix: string): BuiltServers {
  const servers: ServerProcess[] = [];
  const built = {
    spawn(env: Record<string, string>): ServerProcess {
      const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout!.on('data', (d) => (output += d));
      child.stderr!.on('data', (d) => (output += d));
      const server = { process: child, output: () => output, exited: new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code))) };
      servers.push(server);
      return server;
    },
  } as BuiltServers;
  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build -w api\` before this test.`);
    built.site = await startFixtureSite();
    servePagesItLinksTo(built.site);
    built.databaseUrl = await createTestDatabase();
    built.db = new Client({ connectionString: built.databaseUrl });
    await built.db.connect();
    built.dataDir = mkdtempSync(join(tmpdir(), dataDirPrefix));
  });
  afterAll(async () => {
    for (const server of servers) if (server.process.exitCode === null) server.process.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exited));
    await built.db?.end();
    if (built.databaseUrl) await dropTestDatabase(built.databaseUrl);
    await built.site?.close();
    if (built.dataDir) rmSync(built.dataDir, { recursive: true, force: true });
  });
  return built;
}
