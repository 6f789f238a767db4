import { EntityManager } from 'typeorm';
import { StoredEvent } from '../event-store/event-store.port';

/**
 * A projection turns events into one read model. It lists the events it handles and the tables it owns (they
 * are emptied before a replay), and applies a batch of events inside the runner's transaction, the same
 * transaction that moves its checkpoint.
 */
export interface Projection {
  readonly name: string;
  readonly handles: readonly string[];
  readonly tables: readonly string[];
  apply(events: StoredEvent[], manager: EntityManager): Promise<void>;
}

export const PROJECTIONS = Symbol('PROJECTIONS');
