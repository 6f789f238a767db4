import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres';
import { type EmbeddedForRun, EMBEDDED_FOR_RUN } from './global-teardown';

/**
 * One PostgreSQL server for the whole run: the one DATABASE_URL points at, or an embedded one started here.
 * Each test file then creates its own database on it (see test/database.ts).
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) {
    process.env.FRESHWATCH_TEST_SERVER_URL = process.env.DATABASE_URL;
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'freshwatch-test-'));
  const embedded = await startEmbeddedPostgres(dataDir, () => undefined);
  process.env.FRESHWATCH_TEST_SERVER_URL = embedded.url;
  (globalThis as EmbeddedForRun)[EMBEDDED_FOR_RUN] = { embedded, dataDir };
}
