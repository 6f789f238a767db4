import {
  AllStreamResolvedEvent,
  AllStreamSubscription,
  BACKWARDS,
  END,
  excludeSystemEvents,
  jsonEvent,
  KurrentDBClient,
  Position,
  ResolvedEvent,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError as KurrentWrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import { eventHash, GENESIS_HASH } from './event-hash';
import {
  AppendResult,
  EventMetadata,
  EventStore,
  ExpectedVersion,
  NewEvent,
  StoredEvent,
  StreamAppend,
  SubscribeOptions,
  Subscription,
  WrongExpectedVersionError,
} from './event-store.port';

/**
 * The event store on KurrentDB (EventStoreDB), selected by EVENTSTORE_URL. See docs/event-store.md.
 *
 * - Versions: the port counts a stream's events from 1, KurrentDB its revisions from 0 (version = revision + 1;
 *   expected version 0 is `no_stream`).
 * - Positions: KurrentDB's $all position is a (commit, prepare) pair of 64-bit log offsets; without explicit
 *   transactions (removed from KurrentDB) the two are equal for every event, so the commit position alone is the
 *   event's position in the port, strictly increasing in commit order. The port carries it as a JS number
 *   (Postgres keeps it in bigint columns): exact up to 2^53 bytes of log (8 PiB), and refused loudly past that
 *   rather than rounded.
 * - Metadata: stored as the event's JSON metadata with string values only (what KurrentDB's v2 append accepts),
 *   plus the stream hash chain's `hash`, computed here at append from the previous event's hash.
 * - Subscriptions and reads of the whole log exclude system events (`$` types) on the server.
 */
export class KurrentDbEventStore implements EventStore {
  private readonly client: KurrentDBClient;
  private readonly subscriptions = new Set<KurrentSubscription>();
  /**
   * The last known (version, hash) of streams this process read or wrote. An event never changes, so a hash
   * known for a version stays right; when the stream has moved on, the expected version check refuses the append.
   */
  private readonly heads = new Map<string, StreamHead>();

  constructor(connectionString: string) {
    this.client = KurrentDBClient.connectionString(withDefaultDeadline(connectionString));
  }

  async append(streamId: string, events: NewEvent[], expectedVersion: ExpectedVersion): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    for (;;) {
      // 'any' still needs the stream's head for the hash chain; appending at exactly that head keeps the chain
      // whole, and a concurrent writer in between only means another try.
      const head = await this.head(streamId, expectedVersion);
      const encoded = encode(streamId, head, events);
      try {
        const result = await this.client.appendToStream(streamId, encoded.events, { streamState: streamState(head.version) });
        const version = Number(result.nextExpectedRevision) + 1;
        this.remember(streamId, { version, hash: encoded.lastHash });
        return { version, position: toPosition(result.position!.commit) };
      } catch (error) {
        if (!(error instanceof KurrentWrongExpectedVersionError)) throw error;
        this.heads.delete(streamId);
        if (expectedVersion === 'any') continue;
        throw new WrongExpectedVersionError(streamId, expectedVersion, actualVersion(error.actualState));
      }
    }
  }

  /**
   * One atomic commit over all the streams with KurrentDB's multi-stream append (v2 AppendSession, KurrentDB
   * 25.1 and later); the events take consecutive places in $all, in the order given.
   */
  async appendToStreams(appends: StreamAppend[]): Promise<AppendResult[]> {
    if (appends.length === 0) return [];
    if (appends.some((a) => a.events.length === 0)) throw new Error('append needs at least one event');
    const streamIds = appends.map((a) => a.streamId);
    if (new Set(streamIds).size !== streamIds.length) throw new Error('appendToStreams takes each stream once');
    if (appends.length === 1) return [await this.append(appends[0].streamId, appends[0].events, appends[0].expectedVersion)];
    for (;;) {
      const heads = await Promise.all(appends.map((a) => this.head(a.streamId, a.expectedVersion)));
      const encoded = appends.map((a, i) => encode(a.streamId, heads[i], a.events));
      let response;
      try {
        response = await this.client.multiStreamAppend(
          appends.map((a, i) => ({ streamName: a.streamId, events: encoded[i].events, expectedState: streamState(heads[i].version) })),
        );
      } catch (error) {
        if (!(error instanceof KurrentWrongExpectedVersionError)) throw error;
        const failed = appends.find((a) => a.streamId === error.streamName) ?? appends[0];
        for (const id of streamIds) this.heads.delete(id);
        if (failed.expectedVersion === 'any') continue;
        throw new WrongExpectedVersionError(failed.streamId, failed.expectedVersion, actualVersion(error.actualState));
      }
      // The answer gives each stream's revision and the commit's position, not each stream's position.
      const positions = await this.lastPositions(response.position, appends, heads);
      return appends.map((a, i) => {
        const version = heads[i].version + a.events.length;
        this.remember(a.streamId, { version, hash: encoded[i].lastHash });
        return { version, position: positions[i] };
      });
    }
  }

  async readStream(streamId: string): Promise<StoredEvent[]> {
    const events: StoredEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId)) events.push(toStored(resolved));
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    if (events.length > 0) this.remember(streamId, { version: events.length, hash: events[events.length - 1].hash });
    return events;
  }

  async readStreams(streamIds: string[]): Promise<Map<string, StoredEvent[]>> {
    // KurrentDB reads one stream per call; they go out side by side.
    const unique = [...new Set(streamIds)];
    return new Map(await Promise.all(unique.map(async (id) => [id, await this.readStream(id)] as const)));
  }

  async readAll(after: number, limit: number, maxBytes?: number): Promise<StoredEvent[]> {
    // Reading forwards from a position includes the event at it: one more, then leave out what is not after.
    const events: StoredEvent[] = [];
    let bytes = 0;
    for await (const resolved of this.client.readAll({ fromPosition: fromPosition(after), maxCount: limit + 1, filter: excludeSystemEvents() })) {
      const event = toStored(resolved);
      if (event.position <= after) continue;
      if (maxBytes !== undefined) {
        bytes += JSON.stringify(event.data).length + JSON.stringify(event.metadata).length;
        if (events.length > 0 && bytes > maxBytes) break;
      }
      events.push(event);
      if (events.length === limit) break;
    }
    return events;
  }

  async headPosition(): Promise<number> {
    return (await this.lastEvent())?.position ?? 0;
  }

  /** The log's last event (system events left out), or null when there is none. */
  async lastEvent(): Promise<StoredEvent | null> {
    for await (const resolved of this.client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1, filter: excludeSystemEvents() })) {
      return toStored(resolved);
    }
    return null;
  }

  subscribe(options: SubscribeOptions): Subscription {
    const subscription = new KurrentSubscription(this.client, options, () => this.subscriptions.delete(subscription));
    this.subscriptions.add(subscription);
    subscription.start();
    return subscription;
  }

  async ping(): Promise<void> {
    await this.headPosition();
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    await this.client.dispose();
  }

  private remember(streamId: string, head: StreamHead): void {
    // Bounded: a long-running process touches many streams; the oldest entries go first (Map keeps insertion order).
    this.heads.delete(streamId);
    this.heads.set(streamId, head);
    if (this.heads.size > 10_000) this.heads.delete(this.heads.keys().next().value!);
  }

  /** The stream's head to append after: GENESIS for a new stream, else its last event's version and hash. */
  private async head(streamId: string, expectedVersion: ExpectedVersion): Promise<StreamHead> {
    if (expectedVersion === 0) return { version: 0, hash: GENESIS_HASH };
    const known = this.heads.get(streamId);
    if (known && known.version === expectedVersion) return known;
    let last: StoredEvent | undefined;
    try {
      for await (const resolved of this.client.readStream(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: 1 })) last = toStored(resolved);
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    const head = last ? { version: last.version, hash: last.hash } : { version: 0, hash: GENESIS_HASH };
    // Refused here without a round trip to append: the server would refuse it too.
    if (expectedVersion !== 'any' && head.version !== expectedVersion) throw new WrongExpectedVersionError(streamId, expectedVersion, head.version);
    return head;
  }

  /**
   * The position of each stream's last event after a multi-stream append, in the order given. The events of one
   * commit are contiguous in $all and end at the commit's position, so reading that many events backwards from it
   * gives them all in one read. Should a server place them otherwise, what is read back does not match the
   * appended (stream, version) pairs, and each stream's last event is read instead: slower, still exact.
   */
  private async lastPositions(last: bigint, appends: StreamAppend[], heads: StreamHead[]): Promise<number[]> {
    const expected = appends.flatMap((a, i) => a.events.map((_, k) => `${a.streamId}\u0000${heads[i].version + k + 1}`));
    const read: StoredEvent[] = [];
    // Whether the event at the starting position is included or not, asking for as many as were appended and
    // keeping those at or before it covers both.
    const from: Position = { commit: last, prepare: last };
    for await (const resolved of this.client.readAll({ direction: BACKWARDS, fromPosition: from, maxCount: expected.length, filter: excludeSystemEvents() })) {
      read.push(toStored(resolved));
    }
    const atOrBefore = read.filter((e) => e.position <= toPosition(last)).reverse();
    if (atOrBefore[atOrBefore.length - 1]?.position !== toPosition(last)) {
      // The event at `last` was left out of the backwards read: read it forwards.
      for await (const resolved of this.client.readAll({ fromPosition: from, maxCount: 1, filter: excludeSystemEvents() })) atOrBefore.push(toStored(resolved));
    }
    const window = atOrBefore.slice(-expected.length);
    if (window.length === expected.length && window.every((e, i) => `${e.streamId}\u0000${e.version}` === expected[i])) {
      let offset = 0;
      return appends.map((a) => window[(offset += a.events.length) - 1].position);
    }
    return Promise.all(
      appends.map(async (a) => {
        for await (const resolved of this.client.readStream(a.streamId, { direction: BACKWARDS, fromRevision: END, maxCount: 1 }))
          return toStored(resolved).position;
        throw new Error(`stream ${a.streamId} is empty after appending to it`);
      }),
    );
  }
}

interface StreamHead {
  version: number;
  hash: string;
}

/**
 * The metadata as KurrentDB stores it: string values only (its v2 append takes nothing else), and the hash. A type,
 * not an interface, so that it is a JSON record to the client's types.
 */
type StoredMetadata = {
  workspaceId: string;
  actorId: string;
  occurredAt: string;
  schemaVersion: string;
  hash: string;
};

function encode(streamId: string, head: StreamHead, events: NewEvent[]) {
  let hash = head.hash;
  const encoded = events.map((event, i) => {
    const metadata = copyMetadata(event.metadata);
    hash = eventHash(hash, { streamId, version: head.version + i + 1, type: event.type, data: event.data, metadata });
    const stored: StoredMetadata = { ...metadata, schemaVersion: String(metadata.schemaVersion), hash };
    return jsonEvent({ type: event.type, data: event.data, metadata: stored });
  });
  return { events: encoded, lastHash: hash };
}

/**
 * Only the port's fields are kept, so that what is hashed at append is exactly what is read back: an extra key
 * would come back as a string and break the chain.
 */
function copyMetadata(metadata: EventMetadata): EventMetadata {
  return { workspaceId: metadata.workspaceId, actorId: metadata.actorId, occurredAt: metadata.occurredAt, schemaVersion: metadata.schemaVersion };
}

function toStored(resolved: ResolvedEvent): StoredEvent {
  const event = resolved.event!;
  const stored = (event.metadata ?? {}) as Partial<StoredMetadata>;
  return {
    streamId: event.streamId,
    version: Number(event.revision) + 1,
    position: toPosition(event.position!.commit),
    type: event.type,
    data: event.data as Record<string, unknown>,
    metadata: {
      workspaceId: stored.workspaceId ?? '',
      actorId: stored.actorId ?? '',
      occurredAt: stored.occurredAt ?? event.created.toISOString(),
      schemaVersion: Number(stored.schemaVersion ?? 1),
    },
    hash: stored.hash ?? '',
  };
}

function toPosition(commit: bigint): number {
  if (commit > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`KurrentDB position ${commit} is past 2^53, which the event store port cannot carry exactly`);
  return Number(commit);
}

function fromPosition(after: number): Position | typeof START {
  return after === 0 ? START : { commit: BigInt(after), prepare: BigInt(after) };
}

/** Our version (events in the stream) as KurrentDB's expected stream state. */
function streamState(version: number): bigint | 'no_stream' {
  return version === 0 ? 'no_stream' : BigInt(version - 1);
}

function actualVersion(actual: bigint | string | undefined): number {
  return typeof actual === 'bigint' && actual >= 0n ? Number(actual) + 1 : 0;
}

/**
 * A catch-up subscription to $all (system events excluded on the server), delivered in batches: events that
 * arrive while a batch is being handled wait, with the gRPC stream paused, and form the next batch. After an
 * error it subscribes again from the last position handled, so nothing is lost or handled twice.
 */
class KurrentSubscription implements Subscription {
  private position: number;
  private stream: AllStreamSubscription | null = null;
  private buffer: StoredEvent[] = [];
  private handling: Promise<void> | null = null;
  private scheduled = false;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly client: KurrentDBClient,
    private readonly options: SubscribeOptions,
    private readonly onStop: () => void,
  ) {
    this.position = options.after;
  }

  start(): void {
    const stream = this.client.subscribeToAll({ fromPosition: fromPosition(this.position), filter: excludeSystemEvents() });
    this.stream = stream;
    stream.on('data', (resolved: AllStreamResolvedEvent) => {
      if (this.stream !== stream) return;
      this.buffer.push(toStored(resolved));
      if (this.buffer.length >= (this.options.batchSize ?? 500)) stream.pause();
      this.schedule();
    });
    stream.on('error', (error) => {
      if (this.stream !== stream || this.stopped) return;
      this.options.onError?.(error);
      this.restart();
    });
  }

  private restart(): void {
    const old = this.stream;
    this.stream = null;
    this.buffer = [];
    void old?.unsubscribe().catch(() => undefined);
    if (this.stopped) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (!this.stopped) this.start();
    }, 500);
  }

  private schedule(): void {
    if (this.scheduled || this.handling) return;
    this.scheduled = true;
    // After the events the stream has ready are buffered, so that they make one batch.
    setImmediate(() => {
      this.scheduled = false;
      this.handling = this.flush().finally(() => {
        this.handling = null;
        if (this.buffer.length > 0) this.schedule();
      });
    });
  }

  private async flush(): Promise<void> {
    if (this.stopped) return;
    const batch = this.buffer.splice(0, this.options.batchSize ?? 500).filter((e) => e.position > this.position);
    if (batch.length > 0) {
      try {
        await this.options.handle(batch);
        this.position = batch[batch.length - 1].position;
      } catch (error) {
        if (this.stopped) return;
        this.options.onError?.(error);
        this.restart();
        return;
      }
    }
    if (this.buffer.length < (this.options.batchSize ?? 500)) this.stream?.resume();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const stream = this.stream;
    this.stream = null;
    await this.handling?.catch(() => undefined);
    await stream?.unsubscribe().catch(() => undefined);
    this.onStop();
  }
}

/**
 * The client gives every call 10 s unless the connection string says otherwise. An import's multi-stream append
 * of thousands of new streams can take longer on a busy machine, and a call cut off by its deadline leaves the
 * caller unsure whether it was written; so, unless the operator chose a `defaultDeadline`, calls get a minute.
 */
export function withDefaultDeadline(connectionString: string): string {
  if (/[?&]defaultDeadline=/i.test(connectionString)) return connectionString;
  return `${connectionString}${connectionString.includes('?') ? '&' : '?'}defaultDeadline=60000`;
}
