import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { createTestDatabase, dropTestDatabase, testPool } from '../../../test/database';
import { openDatabase } from '../../database/data-source';
import { MIGRATIONS } from '../../database/migrations';
import { EventHashChain1763800400000 } from '../../database/migrations/1763800400000-event-hash-chain';
import { verifyChains } from './chain-verifier';
import { eventHash, GENESIS_HASH } from './event-hash';
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

describe('tamper evidence in the Postgres events table', () => {
  const metadata = { workspaceId: 'w', actorId: 'a', occurredAt: new Date(0).toISOString(), schemaVersion: 1 };
  let url: string;
  let pool: Pool;
  let dataSource: DataSource;
  let store: PostgresEventStore;

  beforeEach(async () => {
    url = await createTestDatabase();
    dataSource = await openDatabase(url);
    pool = testPool({ connectionString: url });
    store = new PostgresEventStore(pool, url);
  });
  afterEach(async () => {
    await store.close();
    await pool.end();
    await dataSource.destroy();
    await dropTestDatabase(url);
  });

  /** What a superuser can do that the application cannot: switch the append-only trigger off and edit the log. */
  async function asSuperuser(sql: string, params: unknown[] = []): Promise<void> {
    await pool.query('ALTER TABLE events DISABLE TRIGGER events_append_only');
    try {
      await pool.query(sql, params);
    } finally {
      await pool.query('ALTER TABLE events ENABLE TRIGGER events_append_only');
    }
  }

  async function seed(): Promise<number> {
    await store.append('content-1', [1, 2, 3].map((n) => ({ type: 'Scored', data: { score: n * 10 }, metadata })), 0);
    await store.append('content-2', [{ type: 'Scored', data: { score: 99 }, metadata }], 0);
    const [second] = (await store.readStream('content-1')).filter((e) => e.version === 2);
    return second.position;
  }

  it('names the edited event: stream, version and position', async () => {
    const position = await seed();
    expect((await verifyChains(store)).ok).toBe(true);
    await asSuperuser(`UPDATE events SET data = jsonb_set(data, '{score}', '100') WHERE position = $1`, [position]);
    const verification = await verifyChains(store);
    expect(verification.ok).toBe(false);
    expect(verification.firstBroken).toEqual({ streamId: 'content-1', version: 2, position, reason: 'hash-mismatch' });
    expect(verification.brokenStreams).toBe(1);
  });

  it('names the event after a removed one, and an edit whose hash was recomputed breaks the next link', async () => {
    const position = await seed();
    await asSuperuser('DELETE FROM events WHERE position = $1', [position]);
    expect((await verifyChains(store)).firstBroken).toMatchObject({ streamId: 'content-1', version: 3, reason: 'version-gap' });

    const forged = await store.readStream('content-2');
    await store.append('content-2', [{ type: 'Scored', data: { score: 1 }, metadata }], 1);
    const rehashed = eventHash(GENESIS_HASH, { ...forged[0], data: { score: 0 } });
    await asSuperuser(`UPDATE events SET data = '{"score": 0}', hash = $2 WHERE position = $1`, [forged[0].position, rehashed]);
    const verification = await verifyChains(store);
    expect(verification.broken.map((b) => [b.streamId, b.version])).toEqual([
      ['content-1', 3],
      ['content-2', 2],
    ]);
  });

  it("gives the events written before hashes existed their chains in the migration", async () => {
    const bare = await createTestDatabase();
    const before = new DataSource({ type: 'postgres', url: bare, migrations: MIGRATIONS.filter((m) => m !== EventHashChain1763800400000), logging: false });
    await before.initialize();
    try {
      await before.runMigrations({ transaction: 'each' });
      await before.query(
        `INSERT INTO events (stream_id, version, type, data, metadata) VALUES
           ('content-a', 1, 'Registered', '{"title": "A", "tags": ["x"]}', $1), ('content-b', 1, 'Registered', '{}', $1), ('content-a', 2, 'Edited', '{"title": "B"}', $1)`,
        [JSON.stringify(metadata)],
      );
      const migrated = new DataSource({ type: 'postgres', url: bare, migrations: MIGRATIONS, logging: ['error'] });
      await migrated.initialize();
      await migrated.runMigrations({ transaction: 'each' });
      await migrated.destroy();
      const bareStore = new PostgresEventStore(testPool({ connectionString: bare, max: 2 }), bare);
      const verification = await verifyChains(bareStore);
      expect(verification).toMatchObject({ ok: true, events: 3, streams: 2 });
      // New appends chain on to the back-filled hashes.
      await bareStore.append('content-a', [{ type: 'Edited', data: { title: 'C' }, metadata }], 2);
      expect((await verifyChains(bareStore)).ok).toBe(true);
      await expect(before.query(`UPDATE events SET type = 'X'`)).rejects.toThrow('events are never changed or deleted');
      await bareStore.close();
    } finally {
      await before.destroy();
      await dropTestDatabase(bare);
    }
  });
});
