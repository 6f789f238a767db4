import type { DataSource, EntityManager } from 'typeorm';
import type { StoredEvent } from '../event-store/event-store.port';

/** A TypeORM entity class. */
export type EntityClass = new () => object;

/**
 * A projection turns events into one read model. It lists the events it handles and the TypeORM entities whose
 * tables it owns (they are emptied before a replay), and applies a batch of events inside the runner's
 * transaction, the same transaction that moves its checkpoint. A feature module declares its projections with
 * `@ReadModels(...)` (shared/modules/module-parts.ts).
 */
export interface Projection {
  readonly name: string;
  readonly handles: readonly string[];
  readonly entities: readonly EntityClass[];
  /**
   * 'stream' when the read model comes out the same from the log fed stream by stream (each stream's events in
   * order) as from the log in position order: each of its rows follows the events of one stream, or only adds
   * them up (counts per day or month). A replay then folds each row once instead of once per page of the log.
   * Left out, a replay feeds the projection in position order, as live (rows that follow events of several
   * streams in their order, such as a job's counts and finish time).
   */
  readonly replayOrder?: 'stream';
  /**
   * The data fields `apply` reads, for a projection that reads few fields of large events: a replay then reads
   * only those fields of the events no other projection of its pass needs whole.
   */
  readonly replayReads?: readonly string[];
  apply(events: StoredEvent[], manager: EntityManager): Promise<void>;
}

/** The tables the projections own, by their entities' TypeORM metadata. */
export function projectionTables(dataSource: DataSource, projections: readonly Projection[]): string[] {
  return projections.flatMap((p) => p.entities.map((entity) => dataSource.getMetadata(entity).tableName));
}
