import { Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { EventStore, StoredEvent, Subscription } from '../event-store/event-store.port';
import { Projection } from './projection';

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

  constructor(
    private readonly dataSource: DataSource,
    private readonly eventStore: EventStore,
    private readonly projections: readonly Projection[],
  ) {}

  async start(): Promise<void> {
    await ensureCheckpoints(this.dataSource.manager, this.projections);
    const rows = await this.dataSource.query(
      'SELECT coalesce(min(position), 0) AS p FROM projection_checkpoints WHERE name = ANY($1)',
      [this.projections.map((p) => p.name)],
    );
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
    await this.dataSource.transaction(async (manager) => {
      // Read models are derived: a crash that loses this commit loses its checkpoint move with it, and the
      // events are applied again from the log. So the commit need not wait for its WAL flush, which was the
      // largest single wait in a command's read-your-writes reply. Other sessions see it at once all the same.
      await manager.query('SET LOCAL synchronous_commit = off');
      await applyToProjections(manager, this.projections, events);
    });
    this.processed = events[events.length - 1].position;
    const due = this.waiters.filter((w) => w.position <= this.processed);
    this.waiters = this.waiters.filter((w) => w.position > this.processed);
    for (const waiter of due) {
      clearTimeout(waiter.timer);
      waiter.resolve(true);
    }
  }
}

export async function ensureCheckpoints(manager: EntityManager, projections: readonly Projection[]): Promise<void> {
  await manager.query(
    'INSERT INTO projection_checkpoints (name, position) SELECT unnest($1::text[]), 0 ON CONFLICT (name) DO NOTHING',
    [projections.map((p) => p.name)],
  );
}

/** Applies a batch to each projection past its checkpoint and moves the checkpoints, inside `manager`'s transaction. */
export async function applyToProjections(
  manager: EntityManager,
  projections: readonly Projection[],
  events: StoredEvent[],
): Promise<void> {
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
  await manager.query('UPDATE projection_checkpoints SET position = $1 WHERE name = ANY($2) AND position < $1', [
    last,
    projections.map((p) => p.name),
  ]);
}
