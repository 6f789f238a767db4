import 'reflect-metadata';
import { Pool } from 'pg';
import { loadConfig } from './config/config';
import { startEmbeddedPostgres } from './database/embedded-postgres';
import { verifyChains } from './shared/event-store/chain-verifier';
import { createEventStore } from './shared/event-store/create-event-store';

/**
 * `npm run audit:verify`: recomputes every stream's hash chain and names the first broken link. Exits 1 when a
 * chain is broken, so that a scheduled check can alert. Reads only; safe while the server runs. It does not run
 * migrations: a database that has no hashes yet is brought up to date by starting the server once.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config.dataDir, () => undefined);
  const url = config.databaseUrl ?? embedded!.url;
  const pool = new Pool({ connectionString: url, max: 1 });
  // The chains are checked where the events are: KurrentDB when EVENTSTORE_URL is set (hashes in its metadata).
  const store = createEventStore(config.eventStoreUrl, pool, url);
  try {
    const result = await verifyChains(store);
    if (result.ok) {
      console.log(`Every chain holds: ${result.events} events in ${result.streams} streams.`);
      return 0;
    }
    console.log(`${result.brokenStreams} of ${result.streams} streams are broken (${result.events} events checked).`);
    for (const link of result.broken) console.log(`  ${link.streamId} version ${link.version} (position ${link.position}): ${link.reason}`);
    const first = result.firstBroken!;
    console.log(`First broken link: stream ${first.streamId}, version ${first.version}, position ${first.position} (${first.reason}).`);
    return 1;
  } finally {
    await store.close();
    await pool.end();
    await embedded?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`Verification failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
