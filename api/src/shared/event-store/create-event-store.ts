import { Pool } from 'pg';
import type { EventStore } from './event-store.port';
import type { KurrentDbEventStore } from './kurrentdb-event-store';
import { PostgresEventStore } from './postgres-event-store';

/**
 * The one place that picks the adapter: KurrentDB when EVENTSTORE_URL is set, else the `events` table of the
 * app's own PostgreSQL. The server, `npm run replay` and `npm run audit:verify` all get their store here, so they
 * always read the same log.
 */
export function createEventStore(eventStoreUrl: string | null, pool: Pool, databaseUrl: string): EventStore {
  if (!eventStoreUrl) return new PostgresEventStore(pool, databaseUrl);
  // Loaded only when used: the KurrentDB client (gRPC and its native Rust bridge) takes seconds to load on a busy
  // machine, which a server on PostgreSQL should not pay at every start. A synchronous require keeps this a plain
  // factory (an import() would make every caller async).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { KurrentDbEventStore: Store } = require('./kurrentdb-event-store') as { KurrentDbEventStore: typeof KurrentDbEventStore };
  return new Store(eventStoreUrl);
}
