"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.createTestDatabase = createTestDatabase;
exports.dropTestDatabase = dropTestDatabase;
exports.testPool = testPool;
const node_crypto_1 = require("node:crypto");
const pg_1 = require("pg");
function serverUrl() {
    const url = process.env.FRESHWATCH_TEST_SERVER_URL;
    if (!url)
        throw new Error('FRESHWATCH_TEST_SERVER_URL is not set: run the API tests through jest (test/global-setup.ts).');
    return url;
}
async function onServer(run) {
    const client = new pg_1.Client({ connectionString: serverUrl() });
    await client.connect();
    try {
        return await run(client);
    }
    finally {
        await client.end();
    }
}
/** A new, empty database on the test server; every test file gets its own so that files run in parallel. */
async function createTestDatabase() {
    const name = `freshwatch_test_${(0, node_crypto_1.randomBytes)(6).toString('hex')}`;
    await onServer((client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(serverUrl());
    url.pathname = `/${name}`;
    return url.toString();
}
async function dropTestDatabase(url) {
    const name = new URL(url).pathname.slice(1);
    if (!name.startsWith('freshwatch_test_'))
        throw new Error(`refusing to drop ${name}`);
    await onServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
/**
 * A pool for a test's own queries. Like the app's pool it outlives an idle connection that the server closes
 * (test files running beside it create and drop databases): the pool replaces the connection, and only the
 * queries a test runs can fail it.
 */
function testPool(config) {
    const pool = new pg_1.Pool(config);
    pool.on('error', () => undefined);
    return pool;
}
//# sourceMappingURL=database.js.map