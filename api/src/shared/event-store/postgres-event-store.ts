import { Pool, PoolClient, Client } from 'pg';
import { eventHash, GENESIS_HASH } from './event-hash';
import {
  AppendResult,
  EventStore,
  ExpectedVersion,
  NewEvent,
  StoredEvent,
  StreamAppend,
  SubscribeOptions,
  Subscription,
  WrongExpectedVersionError,
} from './event-store.port';

const CHANNEL = 'freshwatch_events';
/**
 * Appends take this transaction-scoped advisory lock so that global positions commit in the order they were
 * handed out. Without it a subscriber could read position 6 before a slower transaction commits 5, move its
 * checkpoint past 5 and never see it.
 */
export const APPEND_LOCK = 4_242_001;

interface EventRow {
  position: string;
  stream_id: string;
  version: number;
  type: string;
  data: Record<string, unknown>;
  metadata: any;
  hash: string;
}

function toStored(row: EventRow): StoredEvent {
  return {
    position: Number(row.position),
    streamId: row.stream_id,
    version: row.version,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    hash: row.hash,
  };
}

const SELECT_COLUMNS = 'position, stream_id, version, type, data, metadata, hash';

/** The `events` table itself is created by the migrations (see database/migrations). */
export class PostgresEventStore implements EventStore {
  private readonly subscriptions = new Set<PgSubscription>();

  constructor(
    private readonly pool: Pool,
    private readonly connectionString: string,
  ) {}

  append(streamId: string, events: NewEvent[], expectedVersion: ExpectedVersion): Promise<AppendResult> {
    return this.appendToStreams([{ streamId, events, expectedVersion }]).then(([result]) => result);
  }

  async appendToStreams(appends: StreamAppend[]): Promise<AppendResult[]> {
    if (appends.length === 0) return [];
    if (appends.some((a) => a.events.length === 0)) throw new Error('append needs at least one event');
    const streamIds = appends.map((a) => a.streamId);
    if (new Set(streamIds).size !== streamIds.length) throw new Error('appendToStreams takes each stream once');
    const client = await this.pool.connect();
    let checked = new Map<string, StreamHead>();
    try {
      // One round trip for both (a simple-protocol query may hold two statements): each saved trip is a
      // share of every command's reply time.
      await client.query(`BEGIN; SELECT pg_advisory_xact_lock(${APPEND_LOCK})`);
      checked = await currentVersions(client, streamIds);
      for (const { streamId, expectedVersion } of appends) {
        const current = checked.get(streamId)?.version ?? 0;
        if (expectedVersion !== 'any' && expectedVersion !== current) throw new WrongExpectedVersionError(streamId, expectedVersion, current);
      }
      // One INSERT for the whole batch, its rows passed as parallel arrays: the statement's size does not grow
      // with a parameter per value, and unnest yields the rows (and so the positions) in the order given.
      // Each event's hash chains to the stream's last one, read under the append lock, so no other append can
      // slip a link in between.
      const rows = { streamIds: [] as string[], versions: [] as number[], types: [] as string[], data: [] as string[], metadata: [] as string[], hashes: [] as string[] };
      for (const { streamId, events } of appends) {
        const head = checked.get(streamId) ?? { version: 0, hash: GENESIS_HASH };
        let hash = head.hash;
        events.forEach((event, i) => {
          const version = head.version + i + 1;
          hash = eventHash(hash, { streamId, version, type: event.type, data: event.data, metadata: event.metadata });
          rows.streamIds.push(streamId);
          rows.versions.push(version);
          rows.types.push(event.type);
          rows.data.push(JSON.stringify(event.data));
          rows.metadata.push(JSON.stringify(event.metadata));
          rows.hashes.push(hash);
        });
      }
      // The NOTIFY of the new head goes with the insert, in the same statement (delivered at commit).
      const inserted = await client.query<{ stream_id: string; version: number; position: string }>(
        `WITH inserted AS (
           INSERT INTO events (stream_id, version, type, data, metadata, hash)
           SELECT stream_id, version, type, data, metadata, hash
             FROM unnest($1::text[], $2::int[], $3::text[], $4::jsonb[], $5::jsonb[], $6::text[]) WITH ORDINALITY AS e(stream_id, version, type, data, metadata, hash, n)
            ORDER BY n
           RETURNING stream_id, version, position
         ), notified AS (SELECT pg_notify($7, max(position)::text) FROM inserted)
         SELECT stream_id, version, position FROM inserted, notified`,
        [rows.streamIds, rows.versions, rows.types, rows.data, rows.metadata, rows.hashes, CHANNEL],
      );
      const last = new Map<string, AppendResult>();
      for (const row of inserted.rows) {
        const position = Number(row.position);
        if (row.version > (last.get(row.stream_id)?.version ?? 0)) last.set(row.stream_id, { version: row.version, position });
      }
      await client.query('COMMIT');
      // Wake this process's subscribers at once rather than after the NOTIFY round trip.
      for (const subscription of this.subscriptions) subscription.wake();
      return streamIds.map((id) => last.get(id)!);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      if (isUniqueViolation(error)) {
        // Only a writer that bypassed the append lock can get here; name a stream that moved under us.
        const now = await currentVersions(this.pool, streamIds);
        const moved = appends.find((a) => (now.get(a.streamId)?.version ?? 0) !== (checked.get(a.streamId)?.version ?? 0)) ?? appends[0];
        throw new WrongExpectedVersionError(moved.streamId, moved.expectedVersion, now.get(moved.streamId)?.version ?? 0);
      }
      throw error;
    } finally {
      client.release();
    }
  }

  async readStream(streamId: string): Promise<StoredEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${SELECT_COLUMNS} FROM events WHERE stream_id = $1 ORDER BY version`,
      [streamId],
    );
    return rows.map(toStored);
  }

  async readStreams(streamIds: string[]): Promise<Map<string, StoredEvent[]>> {
    const streams = new Map(streamIds.map((id) => [id, [] as StoredEvent[]]));
    if (streamIds.length === 0) return streams;
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${SELECT_COLUMNS} FROM events WHERE stream_id = ANY($1::text[]) ORDER BY stream_id, version`,
      [[...streams.keys()]],
    );
    for (const row of rows) streams.get(row.stream_id)!.push(toStored(row));
    return streams;
  }

  async readAll(after: number, limit: number, maxBytes?: number): Promise<StoredEvent[]> {
    if (maxBytes === undefined) {
      const { rows } = await this.pool.query<EventRow>(`SELECT ${SELECT_COLUMNS} FROM events WHERE position > $1 ORDER BY position LIMIT $2`, [after, limit]);
      return rows.map(toStored);
    }
    // The running total of each event's size decides where the page ends, in the database, so that the rows
    // past the budget are never sent. The size is the stored one (pg_column_size, read from the datum's header):
    // rendering every event's jsonb as text just to measure it cost more than reading the events.
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${SELECT_COLUMNS} FROM (
         SELECT ${SELECT_COLUMNS},
                sum(pg_column_size(data) + pg_column_size(metadata)) OVER (ORDER BY position) AS running,
                row_number() OVER (ORDER BY position) AS n
           FROM (SELECT * FROM events WHERE position > $1 ORDER BY position LIMIT $2) page
       ) sized
       WHERE n = 1 OR running <= $3
       ORDER BY position`,
      [after, limit, maxBytes],
    );
    return rows.map(toStored);
  }

  async headPosition(): Promise<number> {
    const { rows } = await this.pool.query('SELECT coalesce(max(position), 0) AS head FROM events');
    return Number(rows[0].head);
  }

  subscribe(options: SubscribeOptions): Subscription {
    const subscription = new PgSubscription(this, this.connectionString, options, () => this.subscriptions.delete(subscription));
    this.subscriptions.add(subscription);
    subscription.start();
    return subscription;
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1 FROM events LIMIT 1');
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
  }
}

interface StreamHead {
  version: number;
  hash: string;
}

/** Each existing stream's last version and hash (the unique (stream_id, version) index finds them). */
async function currentVersions(db: Pool | PoolClient, streamIds: string[]): Promise<Map<string, StreamHead>> {
  const { rows } = await db.query<{ stream_id: string; version: number; hash: string }>(
    `SELECT DISTINCT ON (stream_id) stream_id, version, hash FROM events WHERE stream_id = ANY($1::text[]) ORDER BY stream_id, version DESC`,
    [streamIds],
  );
  return new Map(rows.map((r) => [r.stream_id, { version: r.version, hash: r.hash }]));
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/**
 * Catches up by position, then sleeps until NOTIFY (or a local append) says there is more. A periodic poll
 * covers a lost LISTEN connection.
 */
class PgSubscription implements Subscription {
  private position: number;
  private listener: Client | null = null;
  private stopped = false;
  private pending = true;
  private wakeUp: (() => void) | null = null;
  private loop: Promise<void> | null = null;

  constructor(
    private readonly store: PostgresEventStore,
    private readonly connectionString: string,
    private readonly options: SubscribeOptions,
    private readonly onStop: () => void,
  ) {
    this.position = options.after;
  }

  start(): void {
    this.loop = this.run();
  }

  wake(): void {
    this.pending = true;
    this.wakeUp?.();
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.connectionString });
    client.on('notification', () => this.wake());
    client.on('error', () => {
      this.listener = null; // reconnected on the next loop turn
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.listener = client;
  }

  private async run(): Promise<void> {
    const batchSize = this.options.batchSize ?? 500;
    while (!this.stopped) {
      try {
        if (!this.listener) await this.listen();
        this.pending = false;
        const events = await this.store.readAll(this.position, batchSize);
        if (this.stopped) break;
        if (events.length > 0) {
          await this.options.handle(events);
          this.position = events[events.length - 1].position;
          if (events.length === batchSize) this.pending = true;
          continue;
        }
        if (!this.pending) await this.sleep(1000);
      } catch (error) {
        if (this.stopped) break;
        this.options.onError?.(error);
        await this.sleep(500);
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      const self = this;
      function done() {
        clearTimeout(timer);
        self.wakeUp = null;
        resolve();
      }
      this.wakeUp = done;
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeUp?.();
    await this.loop?.catch(() => undefined);
    await this.listener?.end().catch(() => undefined);
    this.listener = null;
    this.onStop();
  }
}
