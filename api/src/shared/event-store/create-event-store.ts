import { Pool } from 'pg';
import type { EventStore } from './event-store.port';
import { KurrentDbEventStore } from './kurrentdb-event-store';
import { PostgresEventStore } from './postgres-event-store';

/**
 * The one place that picks the adapter: KurrentDB when EVENTSTORE_URL is set, else the `events` table of the
 * app's own PostgreSQL. The server, `npm run replay` and `npm run audit:verify` all get their store here, so they
 * always read the same log.
 */
export function createEventStore(eventStoreUrl: string | null, pool: Pool, databaseUrl: string): EventStore {
  return eventStoreUrl ? new KurrentDbEventStore(eventStoreUrl) : new PostgresEventStore(pool, databaseUrl);
}
