/**
 * The event store port. Two adapters implement it (Postgres by default, KurrentDB/EventStoreDB when
 * EVENTSTORE_URL is set) and both must pass `event-store.contract.ts`.
 */

import type { PoolClient } from 'pg';

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

export interface StoredEvent<T extends string = string, D = Record<string, unknown>> extends NewEvent<T, D> {
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
  /**
   * The subscriber has handled the events up to `position` by other means (a projection runner applies an
   * append's events in the append's transaction): delivery goes on after it. Optional: without it they are
   * delivered again, and the subscriber skips them.
   */
  skipTo?(position: number): void;
}

export interface SubscribeOptions {
  /** The last position the subscriber has handled (0 for none): delivery starts after it. */
  after: number;
  batchSize?: number;
  /** Called with events in position order; the next batch waits until it resolves. */
  handle(events: StoredEvent[]): Promise<void>;
  onError?(error: unknown): void;
}

/** What a replay reads in one pass: see EventStore.readForReplay. */
export interface ReplayRead {
  /** Only events of these types. */
  types: readonly string[];
  /** Nothing after this position: the replay's checkpoints move to it. */
  head: number;
  /** 'stream': each stream's events together and in order, the streams one after another. */
  order: 'position' | 'stream';
  /** Events per page. */
  pageSize: number;
  /** Events of `types` come with only the data fields `keep` (those it has); others whole. */
  trim?: { types: readonly string[]; keep: readonly string[] };
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
  /**
   * The version and position of a stream's last event, or null for an empty stream, without reading the stream.
   * Optional: without it the stream is read (StreamExecutor.settledVersion).
   */
  streamHead?(streamId: string): Promise<{ version: number; position: number } | null>;
  /** Several streams at once (a batch of decisions loads them in one read): each stream's events in order, an unknown one empty. */
  readStreams(streamIds: string[]): Promise<Map<string, StoredEvent[]>>;
  /**
   * Events after `after`, oldest first: at most `limit` of them and, when `maxBytes` is given, no more than
   * about that much event data as stored (always at least one event), so that a large page stays bounded in
   * memory. Postgres counts the stored size, which for long texts is the compressed one.
   */
  readAll(after: number, limit: number, maxBytes?: number): Promise<StoredEvent[]>;
  headPosition(): Promise<number>;
  /**
   * The log as a replay reads it, in pages (see ReplayRead), with the next page read while the caller works on
   * the current one. Grouped by stream, a replay folds each row of a per-stream read model once instead of once
   * per page of the log. Optional: a store without it (KurrentDB) is replayed by `readAll`, in position order.
   */
  readForReplay?(read: ReplayRead): AsyncIterable<StoredEvent[]>;
  /** How many events the log holds up to `head`; with readForReplay. */
  countUpTo?(head: number): Promise<number>;
  /** Catches up from `after`, then waits for new events. */
  subscribe(options: SubscribeOptions): Subscription;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A store whose log lives in the read models' own PostgreSQL can append on a connection the caller holds and run
 * the caller's work in the append's transaction before it commits (see PostgresEventStore.appendOn).
 */
export interface InTransactionAppends {
  appendOn(client: PoolClient, appends: StreamAppend[], beforeCommit: BeforeCommit): Promise<AppendResult[]>;
}

/** Work in an append's transaction: gets the stored events and the log's head position before them. */
export type BeforeCommit = (events: StoredEvent[], before: number) => Promise<void>;

/** An append rolled back because its `beforeCommit` failed: nothing was written. */
export class AppendHookError extends Error {
  constructor(readonly reason: unknown) {
    super(`The append was rolled back: ${reason instanceof Error ? reason.message : String(reason)}`);
  }
}

export function appendsInTransaction(store: EventStore): store is EventStore & InTransactionAppends {
  return typeof (store as Partial<InTransactionAppends>).appendOn === 'function';
}

export const EVENT_STORE = Symbol('EVENT_STORE');
