/**
 * The event store port. Two adapters implement it (Postgres by default, KurrentDB/EventStoreDB when
 * EVENTSTORE_URL is set) and both must pass `event-store.contract.ts`.
 */

/** Who did it, for whom and when; stored beside every event's data. */
export interface EventMetadata {
  workspaceId: string;
  /** A user id, or `api-key:<id>` when the WordPress plugin acted. */
  actorId: string;
  occurredAt: string;
  /** Bumped when a payload's shape changes, so that old events can be upcast on read. */
  schemaVersion: number;
}

export interface NewEvent<T extends string = string, D = Record<string, unknown>> {
  type: T;
  data: D;
  metadata: EventMetadata;
}

export interface StoredEvent<T extends string = string, D = any> extends NewEvent<T, D> {
  streamId: string;
  /** 1 for a stream's first event. */
  version: number;
  /** Strictly increasing across all streams, in commit order. */
  position: number;
  /**
   * SHA-256 chained to the previous event of the stream (see event-hash.ts), written at append: recomputing the
   * chains (chain-verifier.ts) shows whether any stored event was changed or removed since.
   */
  hash: string;
}

/** The number of events the stream must hold (0: it must not exist yet), or 'any' to skip the check. */
export type ExpectedVersion = number | 'any';

export interface AppendResult {
  /** The stream's version after the append. */
  version: number;
  /** The global position of the last event appended. */
  position: number;
}

/** One stream's part of an append that spans several streams. */
export interface StreamAppend {
  streamId: string;
  events: NewEvent[];
  expectedVersion: ExpectedVersion;
}

export class WrongExpectedVersionError extends Error {
  constructor(
    public readonly streamId: string,
    public readonly expected: ExpectedVersion,
    public readonly actual: number,
  ) {
    super(`Stream ${streamId} is at version ${actual}, expected ${expected}.`);
  }
}

export interface Subscription {
  stop(): Promise<void>;
}

export interface SubscribeOptions {
  /** The last position the subscriber has handled (0 for none): delivery starts after it. */
  after: number;
  batchSize?: number;
  /** Called with events in position order; the next batch waits until it resolves. */
  handle(events: StoredEvent[]): Promise<void>;
  onError?(error: unknown): void;
}

export interface EventStore {
  append(streamId: string, events: NewEvent[], expectedVersion: ExpectedVersion): Promise<AppendResult>;
  /**
   * Appends to several streams at once, all or nothing: each stream's expected version is checked as `append`
   * checks it, and one that is wrong refuses the whole batch (WrongExpectedVersionError naming that stream).
   * The events take consecutive places in the log, in the order given, with nothing else appended between them.
   * Each stream may appear once. One result per stream, in the order given.
   * For writes that are many streams' first events at once (an import), where one append per stream would
   * cost a round trip and a commit each.
   */
  appendToStreams(appends: StreamAppend[]): Promise<AppendResult[]>;
  readStream(streamId: string): Promise<StoredEvent[]>;
  /** Several streams at once (a batch of decisions loads them in one read): each stream's events in order, an unknown one empty. */
  readStreams(streamIds: string[]): Promise<Map<string, StoredEvent[]>>;
  /**
   * Events after `after`, oldest first: at most `limit` of them and, when `maxBytes` is given, no more than
   * about that much event data as stored (always at least one event), so that a large page stays bounded in
   * memory. Postgres counts the stored size, which for long texts is the compressed one.
   */
  readAll(after: number, limit: number, maxBytes?: number): Promise<StoredEvent[]>;
  headPosition(): Promise<number>;
  /** Catches up from `after`, then waits for new events. */
  subscribe(options: SubscribeOptions): Subscription;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const EVENT_STORE = Symbol('EVENT_STORE');
