import { Client, escapeLiteral, Pool, PoolClient, QueryResult } from 'pg';
import { eventHash, GENESIS_HASH } from './event-hash';
import {
  AppendHookError,
  AppendResult,
  BeforeCommit,
  EventMetadata,
  EventStore,
  ExpectedVersion,
  NewEvent,
  ReplayRead,
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
  metadata: EventMetadata;
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
    const client = await this.pool.connect();
    try {
      return await this.appendOn(client, appends);
    } finally {
      client.release();
    }
  }

  /**
   * `appendToStreams` on a connection the caller holds (one of the read models' pool), with `beforeCommit` run in
   * the append's transaction after the insert: the projection runner applies a command's own events there, so
   * that the events and the read models they change commit together. `beforeCommit` gets the stored events and
   * the log's head before them (a sibling of the insert in one statement sees the log as it was), and runs under
   * the append lock: nothing is appended meanwhile. An error it throws rolls the whole append back and reaches
   * the caller as an AppendHookError.
   */
  async appendOn(client: PoolClient, appends: StreamAppend[], beforeCommit?: BeforeCommit): Promise<AppendResult[]> {
    if (appends.length === 0) return [];
    if (appends.some((a) => a.events.length === 0)) throw new Error('append needs at least one event');
    const streamIds = appends.map((a) => a.streamId);
    if (new Set(streamIds).size !== streamIds.length) throw new Error('appendToStreams takes each stream once');
    let checked = new Map<string, StreamHead>();
    try {
      // One round trip for the three (a simple-protocol query may hold several statements, so the stream ids go
      // in as quoted literals rather than parameters): each saved trip is a share of every command's reply time.
      const results = (await client.query(
        `BEGIN; SELECT pg_advisory_xact_lock(${APPEND_LOCK}); ${HEADS_SQL} WHERE stream_id = ANY(ARRAY[${streamIds.map(escapeLiteral).join(', ')}]::text[]) ${HEADS_ORDER}`,
      )) as unknown as QueryResult<HeadRow>[];
      checked = headsByStream(results[2].rows);
      for (const { streamId, expectedVersion } of appends) {
        const current = checked.get(streamId)?.version ?? 0;
        if (expectedVersion !== 'any' && expectedVersion !== current) throw new WrongExpectedVersionError(streamId, expectedVersion, current);
      }
      // One INSERT for the whole batch, its rows passed as parallel arrays: the statement's size does not grow
      // with a parameter per value, and unnest yields the rows (and so the positions) in the order given.
      // Each event's hash chains to the stream's last one, read under the append lock, so no other append can
      // slip a link in between.
      const rows = {
        streamIds: [] as string[],
        versions: [] as number[],
        types: [] as string[],
        data: [] as string[],
        metadata: [] as string[],
        hashes: [] as string[],
      };
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
      const inserted = await client.query<{ stream_id: string; version: number; position: string; prior_head: string }>(
        `WITH inserted AS (
           INSERT INTO events (stream_id, version, type, data, metadata, hash)
           SELECT stream_id, version, type, data, metadata, hash
             FROM unnest($1::text[], $2::int[], $3::text[], $4::jsonb[], $5::jsonb[], $6::text[]) WITH ORDINALITY AS e(stream_id, version, type, data, metadata, hash, n)
            ORDER BY n
           RETURNING stream_id, version, position
         ), notified AS (SELECT pg_notify($7, max(position)::text) FROM inserted),
         prior AS (SELECT coalesce(max(position), 0) AS prior_head FROM events)
         SELECT stream_id, version, position, prior_head FROM inserted, notified, prior ORDER BY position`,
        [rows.streamIds, rows.versions, rows.types, rows.data, rows.metadata, rows.hashes, CHANNEL],
      );
      const last = new Map<string, AppendResult>();
      for (const row of inserted.rows) {
        const position = Number(row.position);
        if (row.version > (last.get(row.stream_id)?.version ?? 0)) last.set(row.stream_id, { version: row.version, position });
      }
      if (beforeCommit) {
        // The events as a subscriber would read them back: positions in order, data and metadata through JSON.
        const stored = inserted.rows.map((row, i): StoredEvent => ({
          position: Number(row.position),
          streamId: row.stream_id,
          version: row.version,
          type: rows.types[i],
          data: JSON.parse(rows.data[i]),
          metadata: JSON.parse(rows.metadata[i]),
          hash: rows.hashes[i],
        }));
        await beforeCommit(stored, Number(inserted.rows[0].prior_head)).catch((error) => {
          throw new AppendHookError(error);
        });
      }
      await client.query('COMMIT');
      // Wake this process's subscribers rather than wait for the NOTIFY's round trip; in the next turn of the event
      // loop, after the caller has seen the result: a projection runner that applied the events in this
      // transaction has then moved its subscription past them, and the subscription need not read them.
      const head = Number(inserted.rows[inserted.rows.length - 1].position);
      setImmediate(() => {
        for (const subscription of this.subscriptions) subscription.wake(head);
      });
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
    }
  }

  async readStream(streamId: string): Promise<StoredEvent[]> {
    const { rows } = await this.pool.query<EventRow>(`SELECT ${SELECT_COLUMNS} FROM events WHERE stream_id = $1 ORDER BY version`, [streamId]);
    return rows.map(toStored);
  }

  async streamHead(streamId: string): Promise<{ version: number; position: number } | null> {
    const { rows } = await this.pool.query<{ version: number; position: string }>(
      'SELECT version, position FROM events WHERE stream_id = $1 ORDER BY version DESC LIMIT 1',
      [streamId],
    );
    return rows[0] ? { version: rows[0].version, position: Number(rows[0].position) } : null;
  }

  async readStreams(streamIds: string[]): Promise<Map<string, StoredEvent[]>> {
    const streams = new Map(streamIds.map((id) => [id, [] as StoredEvent[]]));
    if (streamIds.length === 0) return streams;
    const { rows } = await this.pool.query<EventRow>(`SELECT ${SELECT_COLUMNS} FROM events WHERE stream_id = ANY($1::text[]) ORDER BY stream_id, version`, [
      [...streams.keys()],
    ]);
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

  /**
   * A server-side cursor on a connection of its own, so that memory holds two pages whatever the log's size. In
   * stream order it walks the (stream_id, version) index. The next page is fetched while the caller works on
   * this one: the database's reading and the caller's folding then overlap on the machine's two cores.
   */
  async *readForReplay({ types, head, order, pageSize, trim }: ReplayRead): AsyncIterable<StoredEvent[]> {
    const client = await this.pool.connect();
    let finished = false;
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const orderBy = order === 'stream' ? 'stream_id, version' : 'position';
      // Trimmed in the database: the fields left out are neither sent nor parsed.
      const data = `CASE WHEN type = ANY($3::text[]) THEN (SELECT coalesce(jsonb_object_agg(key, value), '{}'::jsonb) FROM jsonb_each(data) WHERE key = ANY($4::text[])) ELSE data END AS data`;
      await client.query(
        `DECLARE replay_events NO SCROLL CURSOR FOR
           SELECT position, stream_id, version, type, ${data}, metadata, hash FROM events WHERE position <= $1 AND type = ANY($2::text[]) ORDER BY ${orderBy}`,
        [head, types, trim?.types ?? [], trim?.keep ?? []],
      );
      const fetch = () => {
        const page = client.query<EventRow>(`FETCH ${Math.max(1, Math.floor(pageSize))} FROM replay_events`);
        // Awaited below; if the caller stops first, its failure on the released connection is of no interest.
        page.catch(() => undefined);
        return page;
      };
      let next = fetch();
      for (;;) {
        const { rows } = await next;
        if (rows.length === 0) break;
        next = fetch();
        yield rows.map(toStored);
      }
      await client.query('COMMIT');
      finished = true;
    } finally {
      // A caller that stopped early left a fetch in flight and the transaction open: that connection is dropped.
      client.release(!finished);
    }
  }

  async countUpTo(head: number): Promise<number> {
    const { rows } = await this.pool.query('SELECT count(*) AS n FROM events WHERE position <= $1', [head]);
    return Number(rows[0].n);
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

interface HeadRow {
  stream_id: string;
  version: number;
  hash: string;
}

/** Each existing stream's last version and hash (the unique (stream_id, version) index finds them). */
const HEADS_SQL = 'SELECT DISTINCT ON (stream_id) stream_id, version, hash FROM events';
const HEADS_ORDER = 'ORDER BY stream_id, version DESC';

async function currentVersions(db: Pool | PoolClient, streamIds: string[]): Promise<Map<string, StreamHead>> {
  const { rows } = await db.query<HeadRow>(`${HEADS_SQL} WHERE stream_id = ANY($1::text[]) ${HEADS_ORDER}`, [streamIds]);
  return headsByStream(rows);
}

function headsByStream(rows: HeadRow[]): Map<string, StreamHead> {
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

  /** There are events up to `head` (unknown: perhaps some): read them unless they were delivered or skipped. */
  wake(head?: number): void {
    if (head !== undefined && head <= this.position) return;
    this.pending = true;
    this.wakeUp?.();
  }

  skipTo(position: number): void {
    this.position = Math.max(this.position, position);
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.connectionString });
    // The payload is the new head: a notice of events already read, or skipped, wakes nobody.
    client.on('notification', (message) => this.wake(message.payload ? Number(message.payload) : undefined));
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
          // skipTo may have moved it further meanwhile.
          this.position = Math.max(this.position, events[events.length - 1].position);
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
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
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
