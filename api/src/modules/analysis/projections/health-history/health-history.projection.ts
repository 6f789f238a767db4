import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../../../shared/event-store/event-store.port';
import { Projection } from '../../../../shared/projections/projection';
import { insertRows } from '../../../../shared/projections/row-batch';
import type { ContentAnalyzed } from '../../../content';
import { HealthHistoryRow } from './health-history.entity';

/** Appends one row per ContentAnalyzed; nothing else changes it (history is history, also of deleted items). */
export class HealthHistoryProjection implements Projection {
  readonly name = 'health_history';
  readonly handles = ['ContentAnalyzed'] as const;
  readonly entities = [HealthHistoryRow];
  // One row per event, keyed by its position.
  readonly replayOrder = 'stream' as const;

  async apply(events: StoredEvent[], manager: EntityManager): Promise<void> {
    const rows = events.map((stored) => {
      const { data } = stored as unknown as ContentAnalyzed & StoredEvent;
      return Object.assign(new HealthHistoryRow(), {
        position: String(stored.position),
        contentId: data.contentId,
        workspaceId: stored.metadata.workspaceId,
        analysedAt: new Date(stored.metadata.occurredAt),
        healthScore: data.analysis.healthScore,
        freshness: data.analysis.freshness,
        seoScore: data.analysis.seoScore,
        readability: data.analysis.readability,
        status: data.status,
        analyser: data.analyser,
        model: data.model,
      });
    });
    // A batch re-applied after a crash between commit and checkpoint cannot happen (same transaction), but a
    // position is unique anyway: ignore rather than fail on it.
    await insertRows(manager, HealthHistoryRow, rows);
  }
}
