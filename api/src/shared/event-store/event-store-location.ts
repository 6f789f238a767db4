import type { DataSource } from 'typeorm';

/**
 * Refuses to run on a log that is not the one the read models and checkpoints follow: on PostgreSQL after the
 * events were moved to KurrentDB (new events would land in the old log), or on KurrentDB while this database's
 * own log was never moved there (the checkpoints are positions in the other log). Checked by the server and by
 * `npm run replay` before they touch anything.
 */
export async function checkEventStoreLocation(db: Pick<DataSource, 'query'>, eventStoreUrl: string | null): Promise<void> {
  const [moved] = await db.query('SELECT store, moved_at FROM event_store_location');
  if (!eventStoreUrl && moved) {
    throw new Error(
      `The events were moved to KurrentDB on ${new Date(moved.moved_at).toISOString()} (npm run migrate-events): set EVENTSTORE_URL to that KurrentDB.`,
    );
  }
  if (eventStoreUrl && !moved) {
    const [held] = await db.query('SELECT 1 FROM events LIMIT 1');
    if (held)
      throw new Error(
        'This database holds its events in PostgreSQL: copy them with `npm run migrate-events -- --to kurrentdb` before starting with EVENTSTORE_URL.',
      );
  }
}
