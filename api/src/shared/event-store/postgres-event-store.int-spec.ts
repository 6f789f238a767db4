import { createTestDatabase, dropTestDatabase, testPool } from '../../../test/database';
import { openDatabase } from '../../database/data-source';
import { eventStoreContract } from './event-store.contract';
import { PostgresEventStore } from './postgres-event-store';

eventStoreContract('Postgres', async () => {
  const url = await createTestDatabase();
  const dataSource = await openDatabase(url);
  const pool = testPool({ connectionString: url, max: 10 });
  return {
    store: new PostgresEventStore(pool, url),
    async teardown() {
      await pool.end();
      await dataSource.destroy();
      await dropTestDatabase(url);
    },
  };
});

describe('the Postgres events table', () => {
  it('refuses to change or delete a stored event', async () => {
    const url = await createTestDatabase();
    const dataSource = await openDatabase(url);
    const pool = testPool({ connectionString: url });
    try {
      const store = new PostgresEventStore(pool, url);
      await store.append('s-1', [{ type: 'A', data: {}, metadata: { workspaceId: 'w', actorId: 'a', occurredAt: new Date().toISOString(), schemaVersion: 1 } }], 0);
      await expect(pool.query(`UPDATE events SET type = 'B'`)).rejects.toThrow('events are never changed or deleted');
      await expect(pool.query('DELETE FROM events')).rejects.toThrow('events are never changed or deleted');
    } finally {
      await pool.end();
      await dataSource.destroy();
      await dropTestDatabase(url);
    }
  });
});
