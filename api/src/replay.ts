import 'reflect-metadata';
import { Pool } from 'pg';
import { FEATURE_MODULES } from './app.module';
import { loadConfig } from './config/config';
import { openDatabase } from './database/data-source';
import { startEmbeddedPostgres } from './database/embedded-postgres';
import { createEventStore } from './shared/event-store/create-event-store';
import { checkEventStoreLocation } from './shared/event-store/event-store-location';
import { moduleParts } from './shared/modules/module-parts';
import { replayAll } from './shared/projections/replay';

/**
 * What `npm run replay` does to a database: drops and rebuilds every read model from the event log. Tables that
 * are not read models (credentials, secrets, sessions, jobs) are left alone; secrets.e2e-spec.ts holds it to that.
 */
export async function replayDatabase(url: string, eventStoreUrl: string | null = null): Promise<void> {
  const { projections, entities, migrations } = moduleParts(FEATURE_MODULES);
  const dataSource = await openDatabase(url, { entities, migrations });
  const pool = new Pool({ connectionString: url, max: 2 });
  // The events come from wherever the server keeps them (EVENTSTORE_URL: KurrentDB); the read models are here.
  const store = createEventStore(eventStoreUrl, pool, url);
  try {
    // A replay from the wrong log would empty the read models and rebuild them from nothing.
    await checkEventStoreLocation(dataSource, eventStoreUrl);
    const result = await replayAll(dataSource, store, projections);
    const perSecond = result.milliseconds > 0 ? Math.round((result.events / result.milliseconds) * 1000) : result.events;
    console.log(`Replayed ${result.events} events into ${projections.length} read models in ${Math.round(result.milliseconds)} ms (${perSecond} events/s).`);
  } finally {
    await store.close();
    await pool.end();
    await dataSource.destroy();
  }
}

/** `npm run replay`. Safe while the server runs. */
async function main(): Promise<void> {
  const config = loadConfig();
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config.dataDir, console.log);
  try {
    await replayDatabase(config.databaseUrl ?? embedded!.url, config.eventStoreUrl);
  } finally {
    await embedded?.stop();
  }
}

if (require.main === module)
  main().catch((error) => {
    console.error(`Replay failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
