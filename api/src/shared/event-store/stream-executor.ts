import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig, servesWeb } from '../../config/config';
import { Actor } from '../domain/actor';
import { Clock } from '../domain/clock';
import { DomainError, DomainErrorException, isDomainError } from '../domain/domain-error';
import { ProjectionRunner } from '../projections/projection-runner';
import { StreamQueue } from './stream-queue';
import { AppendResult, EVENT_STORE, EventMetadata, EventStore, StreamAppend, WrongExpectedVersionError } from './event-store.port';

/** A domain event before it is stored: the type and payload that `decide` returns. */
// `Record<string, any>` is the one constraint that event payloads declared as interfaces (no index signature) meet.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface DomainEvent<T extends string = string, D = Record<string, any>> {
  type: T;
  data: D;
}

export interface StreamModel<S, E extends DomainEvent> {
  initialState: S;
  evolve(state: S, event: E): S;
}

export interface ExecuteResult<S, E> {
  state: S;
  events: E[];
  append: AppendResult | null;
  /** The stream's version after the decision (the ETag a client sends back as `If-Match`). */
  version: number;
}

const SCHEMA_VERSION = 1;

function eventMetadata(actor: Pick<Actor, 'workspaceId' | 'actorId'>, now: Date): EventMetadata {
  return { workspaceId: actor.workspaceId, actorId: actor.actorId, occurredAt: now.toISOString(), schemaVersion: SCHEMA_VERSION };
}

/**
 * Writers in one process take turns per stream (StreamQueue), so a conflict comes only from another process
 * writing the same stream at the same moment, or from a multi-stream write (executeEach, appendTogether) that does
 * not queue. Each conflict is decided again on fresh state after a pause drawn at random up to a ceiling that
 * doubles with each attempt ("full jitter"), so racing processes fall out of step quickly; the ceiling's cap keeps
 * the whole wait within a few seconds before a person is told to try again.
 */
const CONFLICT_ATTEMPTS = 20;
const MAX_PAUSE_MS = 200;
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(MAX_PAUSE_MS, 5 * 2 ** attempt)));

/**
 * A failed append of a decision: after a concurrent writer, waits so that the caller decides again on fresh state;
 * after CONFLICT_ATTEMPTS of them, gives up with the sentence a person reads. Any other error is rethrown.
 */
async function afterConflict(error: unknown, attempt: number): Promise<void> {
  if (!(error instanceof WrongExpectedVersionError)) throw error;
  if (attempt >= CONFLICT_ATTEMPTS)
    throw new DomainErrorException(new DomainError('CONCURRENT_CHANGE', 'conflict', 'Someone else changed this at the same time. Please try again.'));
  await pause(attempt);
}

/** The caller decided on a version of the stream (an `If-Match` header) that is no longer its current one. */
export const staleVersion = new DomainError('STALE_VERSION', 'conflict', 'This was changed since you loaded it. Reload it to see the changes, then try again.');

export interface ExecuteOptions {
  /** The stream holds no events yet: decide on the initial state without reading it (see `start`). */
  isNew?: boolean;
  /**
   * The version the caller saw (an `If-Match`): a stream at any other version is a real conflict, answered 409
   * (staleVersion) and not retried.
   */
  expectedVersion?: number;
}

/**
 * The one way events are written: load a stream, fold it, decide, append with the expected version. A
 * concurrent writer makes the append fail; the command is then decided again on the fresh state. Returns only
 * once the read models reflect the new events (read-your-writes), or after the configured bound.
 */
@Injectable()
export class StreamExecutor {
  private readonly logger = new Logger(StreamExecutor.name);
  private readonly queue = new StreamQueue();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly runner: ProjectionRunner,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute<S, E extends DomainEvent>(
    streamId: string,
    model: StreamModel<S, E>,
    decide: (state: S, now: Date) => E[] | DomainError,
    actor: Pick<Actor, 'workspaceId' | 'actorId'>,
    options: ExecuteOptions = {},
  ): Promise<ExecuteResult<S, E>> {
    // Only the decision and its append take a turn on the stream; waiting for the read models does not hold it.
    const result = await this.queue.run(streamId, () => this.decideAndAppend(streamId, model, decide, actor, options));
    if (result.append) await this.catchUp(result.append.position);
    return result;
  }

  private async decideAndAppend<S, E extends DomainEvent>(
    streamId: string,
    model: StreamModel<S, E>,
    decide: (state: S, now: Date) => E[] | DomainError,
    actor: Pick<Actor, 'workspaceId' | 'actorId'>,
    { isNew = false, expectedVersion }: ExecuteOptions,
  ): Promise<ExecuteResult<S, E>> {
    for (let attempt = 1; ; attempt++) {
      const { state, version } = isNew && attempt === 1 ? { state: model.initialState, version: 0 } : await this.load(streamId, model);
      if (expectedVersion !== undefined && version !== expectedVersion) throw new DomainErrorException(staleVersion);
      const now = this.clock.now();
      const decided = decide(state, now);
      if (isDomainError(decided)) throw new DomainErrorException(decided);
      if (decided.length === 0) return { state, events: [], append: null, version };
      const metadata = eventMetadata(actor, now);
      try {
        const [append] = await this.runner.append([
          { streamId, events: decided.map((e) => ({ type: e.type, data: e.data, metadata })), expectedVersion: version },
        ]);
        const next = decided.reduce((s, e) => model.evolve(s, e), state);
        return { state: next, events: decided, append, version: append.version };
      } catch (error) {
        await afterConflict(error, attempt);
      }
    }
  }

  /**
   * `execute` on a stream named by an id just handed out: it holds no events yet, so it is decided on the initial
   * state without reading it (a round trip of every create command), and the append's expected version 0 would
   * refuse it if it did hold some, after which it is read and decided again as `execute` does.
   */
  start<S, E extends DomainEvent>(
    streamId: string,
    model: StreamModel<S, E>,
    decide: (state: S, now: Date) => E[] | DomainError,
    actor: Pick<Actor, 'workspaceId' | 'actorId'>,
  ): Promise<ExecuteResult<S, E>> {
    return this.execute(streamId, model, decide, actor, { isNew: true });
  }

  /**
   * Many independent decisions in one read, one append and one wait for the read models (a bulk refresh records a
   * batch of analyses so, where one `execute` each would cost a transaction and a projection pass per item). Each
   * is decided as `execute` would decide it alone: on its stream's current state, or, for a stream named again, on
   * the state the earlier decision left. A refusal (a DomainError: the item was deleted meanwhile) is that
   * decision's answer and holds up none of the others. A concurrent writer to any of the streams fails the
   * append: all are decided again on fresh states, as `execute` retries. Answers in the order given.
   */
  async executeEach<S, E extends DomainEvent>(
    model: StreamModel<S, E>,
    decisions: { streamId: string; actor: Pick<Actor, 'workspaceId' | 'actorId'>; decide: (state: S, now: Date) => E[] | DomainError }[],
  ): Promise<(E[] | DomainError)[]> {
    for (let attempt = 1; ; attempt++) {
      const stored = await this.store.readStreams(decisions.map((d) => d.streamId));
      const now = this.clock.now();
      const heads = new Map(
        [...stored].map(([streamId, events]) => [
          streamId,
          { state: events.reduce((s, e) => model.evolve(s, e as unknown as E), model.initialState), version: events.length },
        ]),
      );
      const appends = new Map<string, StreamAppend>();
      const answers = decisions.map(({ streamId, actor, decide }) => {
        const head = heads.get(streamId)!;
        const decided = decide(head.state, now);
        if (isDomainError(decided) || decided.length === 0) return decided;
        head.state = decided.reduce((s, e) => model.evolve(s, e), head.state);
        const append = appends.get(streamId) ?? { streamId, events: [], expectedVersion: head.version };
        append.events.push(...decided.map((e) => ({ type: e.type, data: e.data, metadata: eventMetadata(actor, now) })));
        appends.set(streamId, append);
        return decided;
      });
      if (appends.size === 0) return answers;
      try {
        const results = await this.runner.append([...appends.values()]);
        await this.catchUp(Math.max(...results.map((r) => r.position)));
        return answers;
      } catch (error) {
        await afterConflict(error, attempt);
      }
    }
  }

  /**
   * Starts many new streams in one append (an import): each stream's events are decided on the model's
   * initial state, and the store refuses the whole batch if any of the streams already exists (expected
   * version 0), so nothing is decided on a state that is not the stream's. A refusal by any decision refuses
   * them all, with nothing written. Returns once the read models reflect every stream.
   */
  async startStreams<S, E extends DomainEvent>(
    model: StreamModel<S, E>,
    streams: { streamId: string; decide: (state: S, now: Date) => E[] | DomainError }[],
    actor: Pick<Actor, 'workspaceId' | 'actorId'>,
  ): Promise<void> {
    const now = this.clock.now();
    const metadata = eventMetadata(actor, now);
    const appends: StreamAppend[] = [];
    for (const { streamId, decide } of streams) {
      const decided = decide(model.initialState, now);
      if (isDomainError(decided)) throw new DomainErrorException(decided);
      if (decided.length > 0) appends.push({ streamId, events: decided.map((e) => ({ type: e.type, data: e.data, metadata })), expectedVersion: 0 });
    }
    if (appends.length === 0) return;
    try {
      const results = await this.runner.append(appends);
      // Positions follow the order given: the last stream's is the batch's highest.
      await this.catchUp(results[results.length - 1].position);
    } catch (error) {
      // Only an id handed out twice makes a new stream exist already: a bug, not a conflict a person can resolve.
      if (error instanceof WrongExpectedVersionError) throw new Error(`A new stream already exists: ${error.message}`, { cause: error });
      throw error;
    }
  }

  /**
   * Appends events already decided on several streams in one transaction, each at the version it was decided
   * on; returns once the read models reflect them. A WrongExpectedVersionError reaches the caller, whose
   * decision spans the streams and so is its own to make again (see RegisterByExternalId).
   */
  async appendTogether(
    appends: { streamId: string; events: DomainEvent[]; expectedVersion: number }[],
    actor: Pick<Actor, 'workspaceId' | 'actorId'>,
  ): Promise<void> {
    const metadata = eventMetadata(actor, this.clock.now());
    const results = await this.runner.append(
      appends.map(({ streamId, events, expectedVersion }) => ({
        streamId,
        expectedVersion,
        events: events.map((e) => ({ type: e.type, data: e.data, metadata })),
      })),
    );
    await this.catchUp(Math.max(...results.map((r) => r.position)));
  }

  /**
   * A stream's current state, as the next decision on it would see it (its version is the number of its events).
   * For the owning module's queries that need write-side facts the read models do not keep.
   */
  async load<S, E extends DomainEvent>(streamId: string, model: StreamModel<S, E>): Promise<{ state: S; version: number }> {
    const stored = await this.store.readStream(streamId);
    return { state: stored.reduce((s, e) => model.evolve(s, e as unknown as E), model.initialState), version: stored.length };
  }

  /**
   * A stream's version once the read models reflect it (0 for an empty stream): a representation read from them
   * after this is at least as new as the version, so an ETag made of it never vouches for changes its reader did
   * not get (at worst it is older, and an If-Match with it is refused, not applied over them).
   */
  async settledVersion(streamId: string): Promise<number> {
    const head = this.store.streamHead
      ? await this.store.streamHead(streamId)
      : await this.store.readStream(streamId).then((events) => (events.length > 0 ? events[events.length - 1] : null));
    if (!head) return 0;
    await this.catchUp(head.position);
    return head.version;
  }

  /**
   * Waits until the read models reflect every event of a stream: for a reply that reads the read model after a
   * decision that appended nothing, while the events it saw may have been appended by another request just now.
   */
  async catchUpWithStream(streamId: string): Promise<void> {
    const stored = await this.store.readStream(streamId);
    if (stored.length > 0) await this.catchUp(stored[stored.length - 1].position);
  }

  /**
   * Waits until every projection has applied `position`. A `worker` process keeps no read models and answers
   * no request that could read them: it does not wait (the web processes' projections follow the log).
   */
  async catchUp(position: number): Promise<void> {
    if (!servesWeb(this.config.role)) return;
    const caughtUp = await this.runner.waitFor(position, this.config.readYourWritesTimeoutMs);
    if (!caughtUp) {
      this.logger.warn(`Read models did not reach position ${position} within ${this.config.readYourWritesTimeoutMs} ms; replying anyway.`);
    }
  }
}
