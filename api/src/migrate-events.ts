import 'reflect-metadata';
import { Pool } from 'pg';
import { FEATURE_MODULES } from './app.module';
import { loadConfig } from './config/config';
import { openDatabase } from './database/data-source';
import { startEmbeddedPostgres } from './database/embedded-postgres';
import { KurrentDbEventStore } from './shared/event-store/kurrentdb-event-store';
import { migrateEventsToKurrentDb } from './shared/event-store/migrate-events';
import { moduleParts } from './shared/modules/module-parts';

/**
 * `npm run migrate-events -- --to kurrentdb`: copies the PostgreSQL event log into the KurrentDB named by
 * EVENTSTORE_URL (see shared/event-store/migrate-events.ts). Run it as often as needed: each run copies what is
 * missing and verifies; the run that finds nothing appended since moves the checkpoints. Stop the server before
 * the last run.
 */
async function main(argv: string[]): Promise<void> {
  const to = argv[argv.indexOf('--to') + 1];
  if (!argv.includes('--to') || to !== 'kurrentdb') throw new Error('Usage: npm run migrate-events -- --to kurrentdb (with EVENTSTORE_URL set)');
  const config = loadConfig();
  if (!config.eventStoreUrl) throw new Error('EVENTSTORE_URL is not set: it names the KurrentDB to copy the events into.');
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config.dataDir, () => undefined);
  const url = config.databaseUrl ?? embedded!.url;
  // The schema up to date first (event_store_location among it), as the server would bring it.
  const { entities, migrations } = moduleParts(FEATURE_MODULES);
  const dataSource = await openDatabase(url, { entities, migrations });
  const pool = new Pool({ connectionString: url, max: 2 });
  const target = new KurrentDbEventStore(config.eventStoreUrl);
  try {
    const result = await migrateEventsToKurrentDb(pool, url, target, console.log);
    console.log(`Done: ${result.copied} events copied by this run, ${result.verified} in both logs, ${result.streams} streams.`);
  } finally {
    await target.close();
    await pool.end();
    await dataSource.destroy();
    await embedded?.stop();
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
