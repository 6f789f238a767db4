import { Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  AppendHookError,
  AppendResult,
  appendsInTransaction,
  EventStore,
  InTransactionAppends,
  StoredEvent,
  StreamAppend,
  Subscription,
} from '../event-store/event-store.port';
import { Projection } from './projection';

/**
 * Appends of at most this many events are applied in their own transaction; larger ones (an import, a bulk
 * refresh) are left to the runner, which applies the log in bounded batches.
 */
const INLINE_EVENT_LIMIT = 50;

interface Waiter {
  position: number;
  resolve: (caughtUp: boolean) => void;
  timer: NodeJS.Timeout;
}

/**
 * Feeds the event log to every projection. Each batch is applied in one transaction that also moves the
 * projections' checkpoints, so a crash never applies an event twice or skips one. The checkpoint rows are
 * locked and re-read inside that transaction, which makes it safe for several processes (or a replay) to run
 * at once: whoever comes second skips what the first already applied.
 */
export class ProjectionRunner {
  private readonly logger = new Logger('Projections');
  private subscription: Subscription | null = null;
  private processed = 0;
  private waiters: Waiter[] = [];
  /** This process's appends that may apply their own events (see `append`). */
  private readonly appending = new Set<Promise<unknown>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly eventStore: EventStore,
    private readonly projections: readonly Projection[],
  ) {}

  async start(): Promise<void> {
    await ensureCheckpoints(this.dataSource.manager, this.projections);
    const rows = await this.dataSource.query('SELECT coalesce(min(position), 0) AS p FROM projection_checkpoints WHERE name = ANY($1)', [
      this.projections.map((p) => p.name),
    ]);
    this.processed = Number(rows[0].p);
    this.subscription = this.eventStore.subscribe({
      after: this.processed,
      handle: (events) => this.applyBatch(events),
      onError: (error) => this.logger.error(`Projection batch failed, retrying: ${String(error)}`),
    });
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = null;
    for (const waiter of this.waiters) {
      clearTimeout(waiter.timer);
      waiter.resolve(false);
    }
    this.waiters = [];
  }

  /**
   * Appends, and when every projection has applied the whole log before the new events, applies them too in the
   * append's own transaction and moves the checkpoints there: one commit, and no reading back of what was just
   * written, so a command's reply need not wait for the subscription. The checkpoints are locked with SKIP
   * LOCKED: while a runner (this process's or another's) is applying a batch, the append does not wait for it
   * and leaves its events to the runners, as does an append to a store whose log is elsewhere (KurrentDB).
   */
  async append(appends: StreamAppend[]): Promise<AppendResult[]> {
    const count = appends.reduce((n, a) => n + a.events.length, 0);
    if (!this.subscription || !appendsInTransaction(this.eventStore) || count > INLINE_EVENT_LIMIT) return this.eventStore.appendToStreams(appends);
    const appending = this.appendApplying(this.eventStore, appends);
    this.appending.add(appending);
    try {
      return await appending;
    } finally {
      this.appending.delete(appending);
    }
  }

  private async appendApplying(store: EventStore & InTransactionAppends, appends: StreamAppend[]): Promise<AppendResult[]> {
    const queryRunner = this.dataSource.createQueryRunner();
    const client = await queryRunner.connect();
    let applied = 0;
    try {
      const results = await store.appendOn(client, appends, async (events, before) => {
        if (await applyIfCaughtUp(queryRunner.manager, this.projections, events, before)) applied = events[events.length - 1].position;
      });
      if (applied > 0) {
        this.advance(applied);
        this.subscription?.skipTo?.(applied);
      }
      return results;
    } catch (error) {
      if (!(error instanceof AppendHookError)) throw error;
      // A projection failed on the new events (nothing was written): the append goes ahead alone, as it did before
      // appends applied their own events, and the runner retries the projection and logs why it fails.
      this.logger.warn(`Applying an append's own events failed, leaving them to the runner: ${String(error.reason)}`);
      return store.appendToStreams(appends);
    } finally {
      await queryRunner.release();
    }
  }

  /** Resolves true once every read model reflects `position`, false when `timeoutMs` passes first. */
  waitFor(position: number, timeoutMs: number): Promise<boolean> {
    if (this.processed >= position) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        position,
        resolve,
        timer: setTimeout(() => {
          this.waiters = this.waiters.filter((w) => w !== waiter);
          resolve(false);
        }, timeoutMs),
      };
      this.waiters.push(waiter);
    });
  }

  private async applyBatch(events: StoredEvent[]): Promise<void> {
    // The subscription can hear of an append (its NOTIFY) before the append's own COMMIT has answered: wait for
    // this process's appends in flight, which may have applied these events. Otherwise the batch would lock the
    // checkpoints for nothing, and the next command's append, finding them locked, would leave its events to it.
    if (this.appending.size > 0) await Promise.allSettled([...this.appending]);
    // Applied already, in the transactions that appended them.
    if (events[events.length - 1].position <= this.processed) return;
    await this.dataSource.transaction(async (manager) => {
      // Read models are derived: a crash that loses this commit loses its checkpoint move with it, and the
      // events are applied again from the log. So the commit need not wait for its WAL flush, which was the
      // largest single wait in a command's read-your-writes reply. Other sessions see it at once all the same.
      await manager.query('SET LOCAL synchronous_commit = off');
      await applyToProjections(manager, this.projections, events);
    });
    this.advance(events[events.length - 1].position);
  }

  /** Every read model reflects the log up to `position`: answers the waiters it satisfies. */
  private advance(position: number): void {
    // An append applied in its own transaction can move this past batches the subscription has yet to read.
    this.processed = Math.max(this.processed, position);
    const due = this.waiters.filter((w) => w.position <= this.processed);
    this.waiters = this.waiters.filter((w) => w.position > this.processed);
    for (const waiter of due) {
      clearTimeout(waiter.timer);
      waiter.resolve(true);
    }
  }
}

export async function ensureCheckpoints(manager: EntityManager, projections: readonly Projection[]): Promise<void> {
  await manager.query('INSERT INTO projection_checkpoints (name, position) SELECT unnest($1::text[]), 0 ON CONFLICT (name) DO NOTHING', [
    projections.map((p) => p.name),
  ]);
}

/** Applies a batch to each projection past its checkpoint and moves the checkpoints, inside `manager`'s transaction. */
export async function applyToProjections(manager: EntityManager, projections: readonly Projection[], events: StoredEvent[]): Promise<void> {
  const rows: { name: string; position: string }[] = await manager.query(
    'SELECT name, position FROM projection_checkpoints WHERE name = ANY($1) ORDER BY name FOR UPDATE',
    [projections.map((p) => p.name)],
  );
  const checkpoints = new Map(rows.map((r) => [r.name, Number(r.position)]));
  const last = events[events.length - 1].position;
  for (const projection of projections) {
    const checkpoint = checkpoints.get(projection.name) ?? 0;
    if (checkpoint >= last) continue;
    const relevant = events.filter((e) => e.position > checkpoint && projection.handles.includes(e.type));
    if (relevant.length > 0) await projection.apply(relevant, manager);
  }
  await manager.query('UPDATE projection_checkpoints SET position = $1 WHERE name = ANY($2) AND position < $1', [last, projections.map((p) => p.name)]);
}

/**
 * Applies the events of an append inside its transaction, when every projection's checkpoint has reached `before`
 * (the log's head before them) and no one else holds a checkpoint; true when it did. One statement checks that
 * and moves the checkpoints past the events (a checkpoint is an applied event's position, so it cannot be past
 * `before`: each is exactly there). The append lock is held, so the log cannot grow meanwhile, and the
 * checkpoints stay locked until the commit.
 */
async function applyIfCaughtUp(manager: EntityManager, projections: readonly Projection[], events: StoredEvent[], before: number): Promise<boolean> {
  const names = projections.map((p) => p.name);
  // An UPDATE answers [rows, count] through TypeORM.
  const [, moved]: [unknown, number] = await manager.query(
    `WITH locked AS (
       SELECT name FROM projection_checkpoints WHERE name = ANY($1) AND position >= $2 ORDER BY name FOR UPDATE SKIP LOCKED
     ), caught_up AS (SELECT count(*) = $3 AS yes FROM locked)
     UPDATE projection_checkpoints c SET position = $4 FROM locked, caught_up WHERE caught_up.yes AND c.name = locked.name`,
    [names, before, names.length, events[events.length - 1].position],
  );
  if (moved === 0) return false;
  for (const projection of projections) {
    const relevant = events.filter((e) => projection.handles.includes(e.type));
    if (relevant.length > 0) await projection.apply(relevant, manager);
  }
  return true;
}
