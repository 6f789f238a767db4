import { Pool } from 'pg';
import { EntityManager } from 'typeorm';
import { openTestDatabase, TestDatabase } from '../../../test/database';
import { StoredEvent } from '../event-store/event-store.port';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { Projection } from './projection';
import { ProjectionRunner } from './projection-runner';

const metadata = { workspaceId: 'w', actorId: 'a', occurredAt: new Date(0).toISOString(), schemaVersion: 1 };
const scored = (score: number) => ({ type: 'Scored', data: { score }, metadata });

/** Records, for every event it applies, the transaction that applied it. */
class RecordingProjection implements Projection {
  readonly name = 'test-recording';
  readonly handles = ['Scored'];
  readonly entities = [];
  readonly applied: { position: number; transaction: string }[] = [];
  failing = false;

  async apply(events: StoredEvent[], manager: EntityManager): Promise<void> {
    if (this.failing) throw new Error('projection bug');
    const [{ transaction }] = await manager.query('SELECT txid_current()::text AS transaction');
    for (const event of events) this.applied.push({ position: event.position, transaction });
  }
}

describe('ProjectionRunner on the Postgres store', () => {
  let db: TestDatabase;
  let pool: Pool;
  let store: PostgresEventStore;
  let projection: RecordingProjection;
  let runner: ProjectionRunner;

  beforeEach(async () => {
    db = await openTestDatabase();
    pool = db.pool;
    store = new PostgresEventStore(pool, db.url);
    projection = new RecordingProjection();
    runner = new ProjectionRunner(db.dataSource, store, [projection]);
    await runner.start();
  });
  afterEach(async () => {
    await runner.stop();
    await store.close();
    await db.close();
  });

  /** The transaction that wrote the event at `position` (its row's xmin). */
  async function writer(position: number): Promise<string> {
    const [{ xmin }] = (await pool.query('SELECT xmin::text FROM events WHERE position = $1', [position])).rows;
    return xmin;
  }

  async function checkpoint(): Promise<number> {
    return Number((await pool.query('SELECT position FROM projection_checkpoints WHERE name = $1', [projection.name])).rows[0].position);
  }

  it("applies an append's events in the append's own transaction, once, when the projections are caught up", async () => {
    const [first] = await runner.append([{ streamId: 's-1', events: [scored(1), scored(2)], expectedVersion: 0 }]);
    expect(await runner.waitFor(first.position, 0)).toBe(true);
    expect(await checkpoint()).toBe(first.position);
    const transaction = await writer(first.position);
    expect(projection.applied).toEqual([
      { position: first.position - 1, transaction },
      { position: first.position, transaction },
    ]);

    // The subscription reads them too, and leaves them: nothing is applied twice.
    const [second] = await runner.append([{ streamId: 's-1', events: [scored(3)], expectedVersion: 2 }]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(projection.applied.map((a) => a.position)).toEqual([first.position - 1, first.position, second.position]);
  });

  it('does not wait while another transaction holds the checkpoints: the runner applies the events after it', async () => {
    const other = await pool.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT 1 FROM projection_checkpoints WHERE name = $1 FOR UPDATE', [projection.name]);
      const [append] = await runner.append([{ streamId: 's-2', events: [scored(1)], expectedVersion: 0 }]);
      expect(projection.applied).toEqual([]);
      await other.query('COMMIT');
      expect(await runner.waitFor(append.position, 5000)).toBe(true);
      expect(projection.applied.map((a) => a.position)).toEqual([append.position]);
      expect(projection.applied[0].transaction).not.toBe(await writer(append.position));
    } finally {
      other.release();
    }
  });

  it('leaves the events to the runner when a projection has not applied the whole log before them', async () => {
    const [first] = await runner.append([{ streamId: 's-4', events: [scored(1)], expectedVersion: 0 }]);
    // Behind the log, as after a crash that lost the runner's last commits (they do not wait for their WAL flush).
    await pool.query('UPDATE projection_checkpoints SET position = 0 WHERE name = $1', [projection.name]);
    const [second] = await runner.append([{ streamId: 's-4', events: [scored(2)], expectedVersion: 1 }]);
    expect(projection.applied.map((a) => a.position)).toEqual([first.position]);
    expect(await runner.waitFor(second.position, 5000)).toBe(true);
    expect(projection.applied.map((a) => a.position)).toEqual([first.position, second.position]);
    expect(projection.applied[1].transaction).not.toBe(await writer(second.position));
  });

  it('still appends when a projection fails on the new events, and leaves them to the runner', async () => {
    projection.failing = true;
    const [append] = await runner.append([{ streamId: 's-3', events: [scored(1)], expectedVersion: 0 }]);
    expect((await store.readStream('s-3')).map((e) => e.position)).toEqual([append.position]);
    expect(await checkpoint()).toBeLessThan(append.position);
    projection.failing = false;
    expect(await runner.waitFor(append.position, 5000)).toBe(true);
    expect(projection.applied.map((a) => a.position)).toEqual([append.position]);
  });
});
