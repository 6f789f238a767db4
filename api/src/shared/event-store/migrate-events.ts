import { Pool } from 'pg';
import type { StoredEvent } from './event-store.port';
import { KurrentDbEventStore } from './kurrentdb-event-store';
import { APPEND_LOCK, PostgresEventStore } from './postgres-event-store';

export interface EventMigrationResult {
  /** Events appended to KurrentDB by this run. */
  copied: number;
  /** Events in both logs, found equal one by one (stream, version, type, hash, order). */
  verified: number;
  streams: number;
  /** True when this run moved the checkpoints and recorded the move (the first complete run). */
  moved: boolean;
}

const PAGE = 1_000;
const PAGE_BYTES = 16 * 1024 * 1024;

/**
 * `npm run migrate-events -- --to kurrentdb`: copies this database's event log into KurrentDB.
 *
 * - In log order: consecutive events of one stream go in one append, with the exact expected revision, so that
 *   KurrentDB's $all has the same order, and its adapter recomputes each hash chain, which must come out equal.
 * - Resumable and idempotent: what an earlier (possibly interrupted) run copied is a prefix of the log, since each
 *   append waits for the one before; a run starts after the event KurrentDB holds last. A KurrentDB holding
 *   events that are not this log's is refused.
 * - Verified: both logs are read again side by side: the same events (stream, version, type, hash) in the same
 *   order, the same count and the same version for every stream.
 * - Then, once, in one transaction holding the Postgres append lock (so nothing is appended meanwhile; anything
 *   appended since the copy means another pass): each checkpoint (projections, reactions) moves to the KurrentDB
 *   position of the last event it covered, and `event_store_location` records the move, which makes PostgreSQL
 *   refuse further appends and the server refuse to start without EVENTSTORE_URL.
 */
export async function migrateEventsToKurrentDb(
  pool: Pool,
  databaseUrl: string,
  target: KurrentDbEventStore,
  log: (line: string) => void = () => undefined,
): Promise<EventMigrationResult> {
  const source = new PostgresEventStore(pool, databaseUrl);
  const [alreadyMoved] = (await pool.query('SELECT 1 FROM event_store_location')).rows;
  let copied = 0;
  for (let pass = 0; ; pass++) {
    if (!alreadyMoved) copied += await copyRest(pool, source, target, log);
    const verification = await verify(pool, source, target);
    log(`Verified ${verification.verified} events in ${verification.streams} streams: both logs hold the same events in the same order.`);
    if (alreadyMoved) return { copied, verified: verification.verified, streams: verification.streams, moved: false };
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [APPEND_LOCK]);
      const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM events');
      if (Number(rows[0].n) !== verification.verified) {
        // Appended after the copy (a server still running): copy those too, then try again.
        await client.query('ROLLBACK');
        if (pass >= 10) throw new Error('events keep being appended to PostgreSQL: stop the server, then run the migration again');
        continue;
      }
      const checkpoints = (await client.query<{ name: string; position: string }>('SELECT name, position FROM projection_checkpoints FOR UPDATE')).rows;
      for (const checkpoint of checkpoints) {
        await client.query('UPDATE projection_checkpoints SET position = $2 WHERE name = $1', [
          checkpoint.name,
          verification.translate(Number(checkpoint.position)),
        ]);
      }
      await client.query(`INSERT INTO event_store_location (store, events) VALUES ('kurrentdb', $1)`, [verification.verified]);
      await client.query('COMMIT');
      log(`Moved ${checkpoints.length} checkpoints to KurrentDB positions; PostgreSQL now refuses new events. Start the server with EVENTSTORE_URL.`);
      return { copied, verified: verification.verified, streams: verification.streams, moved: true };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}

async function copyRest(pool: Pool, source: PostgresEventStore, target: KurrentDbEventStore, log: (line: string) => void): Promise<number> {
  let after = 0;
  const last = await target.lastEvent();
  if (last) {
    const { rows } = await pool.query<{ position: string }>('SELECT position FROM events WHERE stream_id = $1 AND version = $2 AND hash = $3', [
      last.streamId,
      last.version,
      last.hash,
    ]);
    if (rows.length === 0) {
      throw new Error(
        `KurrentDB already holds events that are not this database's (its last: ${last.streamId} version ${last.version}): migrate into an empty KurrentDB.`,
      );
    }
    after = Number(rows[0].position);
  }
  let copied = 0;
  for (;;) {
    const page = await source.readAll(after, PAGE, PAGE_BYTES);
    if (page.length === 0) break;
    for (const run of runsOfOneStream(page)) {
      const first = run[0];
      await target.append(
        first.streamId,
        run.map(({ type, data, metadata }) => ({ type, data, metadata })),
        first.version - 1,
      );
      copied += run.length;
    }
    after = page[page.length - 1].position;
    log(`Copied ${copied} events.`);
  }
  return copied;
}

function runsOfOneStream(events: StoredEvent[]): StoredEvent[][] {
  const runs: StoredEvent[][] = [];
  for (const event of events) {
    const run = runs[runs.length - 1];
    if (run && run[0].streamId === event.streamId) run.push(event);
    else runs.push([event]);
  }
  return runs;
}

async function* pages(read: (after: number) => Promise<StoredEvent[]>): AsyncGenerator<StoredEvent> {
  let after = 0;
  for (;;) {
    const page = await read(after);
    if (page.length === 0) return;
    yield* page;
    after = page[page.length - 1].position;
  }
}

/**
 * Reads both logs side by side and fails on the first difference. Also gives the way from a PostgreSQL position
 * to the KurrentDB position of the last event at or before it (for the checkpoints).
 */
async function verify(pool: Pool, source: PostgresEventStore, target: KurrentDbEventStore) {
  const fromSource = pages((after) => source.readAll(after, PAGE, PAGE_BYTES));
  const fromTarget = pages((after) => target.readAll(after, PAGE, PAGE_BYTES));
  const sourceVersions = new Map<string, number>();
  const targetVersions = new Map<string, number>();
  // Each event's PostgreSQL and KurrentDB positions, in order, to translate checkpoints (two packed number arrays:
  // 16 bytes an event).
  const sourcePositions: number[] = [];
  const targetPositions: number[] = [];
  let verified = 0;
  for (;;) {
    const [a, b] = await Promise.all([fromSource.next(), fromTarget.next()]);
    if (a.done && b.done) break;
    if (a.done || b.done) {
      throw new Error(`The logs differ in length: ${a.done ? 'KurrentDB' : 'PostgreSQL'} holds more than the ${verified} events both hold.`);
    }
    const [s, t] = [a.value, b.value];
    if (s.streamId !== t.streamId || s.version !== t.version || s.type !== t.type || s.hash !== t.hash) {
      throw new Error(
        `The logs differ at event ${verified + 1}: PostgreSQL has ${s.streamId} version ${s.version} (${s.type}), KurrentDB ${t.streamId} version ${t.version} (${t.type})${s.hash !== t.hash ? ', with another hash' : ''}.`,
      );
    }
    sourceVersions.set(s.streamId, s.version);
    targetVersions.set(t.streamId, t.version);
    sourcePositions.push(s.position);
    targetPositions.push(t.position);
    verified++;
  }
  // The per-stream versions and the count, from each side on its own.
  const { rows } = await pool.query<{ stream_id: string; version: number }>('SELECT stream_id, max(version) AS version FROM events GROUP BY stream_id');
  if (rows.length !== targetVersions.size || rows.some((r) => targetVersions.get(r.stream_id) !== r.version || sourceVersions.get(r.stream_id) !== r.version)) {
    throw new Error('The logs differ in the versions of their streams.');
  }
  const translate = (position: number): number => {
    // The last event whose PostgreSQL position is at or before the checkpoint (binary search; pairs are sorted).
    let [low, high, found] = [0, sourcePositions.length - 1, 0];
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (sourcePositions[mid] <= position) {
        found = targetPositions[mid];
        low = mid + 1;
      } else high = mid - 1;
    }
    return found;
  };
  return { verified, streams: targetVersions.size, translate };
}
