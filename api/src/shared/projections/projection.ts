import type { DataSource, EntityManager } from 'typeorm';
import type { StoredEvent } from '../event-store/event-store.port';

/**
 * A projection turns events into one read model. It lists the events it handles and the TypeORM entities whose
 * tables it owns (they are emptied before a replay), and applies a batch of events inside the runner's
 * transaction, the same transaction that moves its checkpoint. A feature module declares its projections with
 * `@ReadModels(...)` (shared/modules/module-parts.ts).
 */
export interface Projection {
  readonly name: string;
  readonly handles: readonly string[];
  readonly entities: readonly Function[];
  apply(events: StoredEvent[], manager: EntityManager): Promise<void>;
}

/** The tables the projections own, by their entities' TypeORM metadata. */
export function projectionTables(dataSource: DataSource, projections: readonly Projection[]): string[] {
  return projections.flatMap((p) => p.entities.map((entity) => dataSource.getMetadata(entity).tableName));
}
