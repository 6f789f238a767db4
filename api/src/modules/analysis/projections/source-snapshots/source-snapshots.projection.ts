import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../../../shared/event-store/event-store.port';
import { Projection } from '../../../../shared/projections/projection';
import type { ContentCompared } from '../../../content';
import { SourceSnapshotRow } from './source-snapshot.entity';

/**
 * Keeps each source's latest snapshot. The text is in the ContentCompared event whenever it is new or changed,
 * so a replay rebuilds the same rows. Comparisons are rare: events are applied one by one, in order.
 */
export class SourceSnapshotsProjection implements Projection {
  readonly name = 'source_snapshots';
  readonly handles = ['ContentCompared', 'ContentItemDeleted'] as const;
  readonly entities = [SourceSnapshotRow];

  async apply(events: StoredEvent[], manager: EntityManager): Promise<void> {
    for (const stored of events) {
      if (stored.type === 'ContentItemDeleted') {
        await manager.delete(SourceSnapshotRow, { contentId: stored.data.contentId });
        continue;
      }
      const { data } = stored as unknown as ContentCompared & StoredEvent;
      const at = new Date(stored.metadata.occurredAt);
      for (const source of data.sources) {
        if (!source.fingerprint) continue;
        if (source.text !== undefined) {
          await manager.upsert(
            SourceSnapshotRow,
            {
              id: source.sourceUrlId,
              contentId: data.contentId,
              workspaceId: stored.metadata.workspaceId,
              url: source.url,
              fingerprint: source.fingerprint,
              text: source.text,
              comparedAt: at,
              changedAt: source.outcome === 'changed' ? at : null,
            },
            ['id'],
          );
        } else {
          await manager.update(SourceSnapshotRow, { id: source.sourceUrlId }, { comparedAt: at });
        }
      }
    }
  }
}
