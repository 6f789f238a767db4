import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { createTestDatabase, dropTestDatabase, openTestDatabase, TestDatabase, testPool } from '../../../test/database';
import { MIGRATIONS } from '../../database/migrations';
import { EventHashChain1763800400000 } from '../../database/migrations/1763800400000-event-hash-chain';
import { verifyChains } from './chain-verifier';
import { eventHash, GENESIS_HASH } from './event-hash';
import { eventStoreContract } from './event-store.contract';
import { PostgresEventStore } from './postgres-event-store';

eventStoreContract('Postgres', async () => {
  const db = await openTestDatabase({ max: 10 });
  return { store: new PostgresEventStore(db.pool, db.url), teardown: () => db.close() };
});

describe('the Postgres events table', () => {
  it('takes stream ids with quotes and backslashes (the append sends them as literals)', async () => {
    const { url, pool, close } = await openTestDatabase();
    try {
      const store = new PostgresEventStore(pool, url);
      const metadata = { workspaceId: 'w', actorId: 'a', occurredAt: new Date().toISOString(), schemaVersion: 1 };
      const streamId = "s-'1\\'); SELECT 1; --";
      await store.append(streamId, [{ type: 'A', data: {}, metadata }], 0);
      await store.append(streamId, [{ type: 'B', data: {}, metadata }], 1);
      await expect(store.append(streamId, [{ type: 'C', data: {}, metadata }], 1)).rejects.toThrow(`is at version 2, expected 1`);
      expect((await store.readStream(streamId)).map((e) => e.type)).toEqual(['A', 'B']);
    } finally {
      await close();
    }
  });

  it('refuses to change or delete a stored event', async () => {
    const { url, pool, close } = await openTestDatabase();
    try {
      const store = new PostgresEventStore(pool, url);
      await store.append(
        's-1',
        [{ type: 'A', data: {}, metadata: { workspaceId: 'w', actorId: 'a', occurredAt: new Date().toISOString(), schemaVersion: 1 } }],
        0,
      );
      await expect(pool.query(`UPDATE events SET type = 'B'`)).rejects.toThrow('events are never changed or deleted');
      await expect(pool.query('DELETE FROM events')).rejects.toThrow('events are never changed or deleted');
    } finally {
      await close();
    }
  });
});

describe("the Postgres store's reads for a replay", () => {
  it('reads up to a head, by position or grouped by stream, in pages, with the data of some types trimmed', async () => {
    const { url, pool, close } = await openTestDatabase();
    try {
      const store = new PostgresEventStore(pool, url);
      const metadata = { workspaceId: 'w', actorId: 'a', occurredAt: new Date(0).toISOString(), schemaVersion: 1 };
      const event = (type: string, n: number) => ({ type, data: { n, big: 'x'.repeat(100) }, metadata });
      await store.append('b', [event('A', 1)], 0);
      await store.append('a', [event('A', 2)], 0);
      await store.append('b', [event('B', 3), event('Skipped', 4)], 1);
      const { position: head } = await store.append('a', [event('B', 5)], 1);
      await store.append('a', [event('A', 6)], 2); // after the head
      const read = async (order: 'position' | 'stream', trim?: { types: string[]; keep: string[] }) => {
        const pages: { stream: string; n: unknown; big: boolean }[][] = [];
        for await (const page of store.readForReplay({ types: ['A', 'B'], head, order, pageSize: 2, trim })) {
          pages.push(page.map((e) => ({ stream: e.streamId, n: e.data.n, big: 'big' in e.data })));
        }
        return pages;
      };
      const e = (stream: string, n: number, big = true) => ({ stream, n, big });
      expect(await read('position')).toEqual([
        [e('b', 1), e('a', 2)],
        [e('b', 3), e('a', 5)],
      ]);
      expect(await read('stream', { types: ['B'], keep: ['n'] })).toEqual([
        [e('a', 2), e('a', 5, false)],
        [e('b', 1), e('b', 3, false)],
      ]);
      expect(await store.countUpTo(head)).toBe(5);
    } finally {
      await close();
    }
  });
});

describe('tamper evidence in the Postgres events table', () => {
  const metadata = { workspaceId: 'w', actorId: 'a', occurredAt: new Date(0).toISOString(), schemaVersion: 1 };
  let db: TestDatabase;
  let pool: Pool;
  let store: PostgresEventStore;

  beforeEach(async () => {
    db = await openTestDatabase();
    pool = db.pool;
    store = new PostgresEventStore(pool, db.url);
  });
  afterEach(async () => {
    await store.close();
    await db.close();
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
    await store.append(
      'content-1',
      [1, 2, 3].map((n) => ({ type: 'Scored', data: { score: n * 10 }, metadata })),
      0,
    );
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

  it('gives the events written before hashes existed their chains in the migration', async () => {
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
