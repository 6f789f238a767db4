import { randomBytes } from 'node:crypto';
import { Client, Pool, PoolConfig } from 'pg';
import { DataSource } from 'typeorm';
import { openDatabase } from '../src/database/data-source';

function serverUrl(): string {
  const url = process.env.FRESHWATCH_TEST_SERVER_URL;
  if (!url) throw new Error('FRESHWATCH_TEST_SERVER_URL is not set: run the API tests through jest (test/global-setup.ts).');
  return url;
}

async function onServer<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the test server; every test file gets its own so that files run in parallel. */
export async function createTestDatabase(): Promise<string> {
  const name = `freshwatch_test_${randomBytes(6).toString('hex')}`;
  await onServer((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropTestDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!name.startsWith('freshwatch_test_')) throw new Error(`refusing to drop ${name}`);
  await onServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/**
 * A pool for a test's own queries. Like the app's pool it outlives an idle connection that the server closes
 * (test files running beside it create and drop databases): the pool replaces the connection, and only the
 * queries a test runs can fail it.
 */
export function testPool(config: PoolConfig): Pool {
  const pool = new Pool(config);
  pool.on('error', () => undefined);
  return pool;
}

/** A test's own migrated database: the app's DataSource on it, a pool for the test's queries, and close() to drop it. */
export interface TestDatabase {
  url: string;
  dataSource: DataSource;
  pool: Pool;
  close(): Promise<void>;
}

export async function openTestDatabase(poolConfig: PoolConfig = {}): Promise<TestDatabase> {
  const url = await createTestDatabase();
  const dataSource = await openDatabase(url);
  const pool = testPool({ connectionString: url, ...poolConfig });
  return {
    url,
    dataSource,
    pool,
    async close() {
      await pool.end();
      await dataSource.destroy();
      await dropTestDatabase(url);
    },
  };
}
