import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../../../shared/event-store/event-store.port';
import { Projection } from '../../../../shared/projections/projection';
import { RowBatch } from '../../../../shared/projections/row-batch';
import type { ContentCompared } from '../../../content';
import { SourceSnapshotRow } from './source-snapshot.entity';

/**
 * Keeps each source's latest snapshot. The text is in the ContentCompared event whenever it is new or changed,
 * so a replay rebuilds the same rows. A batch's snapshots are loaded, changed in memory and written once (a
 * replay holds tens of thousands of comparisons; one statement each was most of its time).
 */
export class SourceSnapshotsProjection implements Projection {
  readonly name = 'source_snapshots';
  readonly handles = ['ContentCompared', 'ContentItemDeleted'] as const;
  readonly entities = [SourceSnapshotRow];
  // A source belongs to one item: its row follows that item's comparisons, and the item's deletion ends its stream.
  readonly replayOrder = 'stream' as const;

  async apply(events: StoredEvent[], manager: EntityManager): Promise<void> {
    const compared = events.filter((e) => e.type === 'ContentCompared').map((e) => e.data as ContentCompared['data']);
    const rows = await RowBatch.load(
      manager,
      SourceSnapshotRow,
      compared.flatMap((data) => data.sources.map((s) => s.sourceUrlId)),
    );
    // A deleted item is never compared again, so its rows can go after the batch's writes.
    const deletedItems = new Set<string>();
    for (const stored of events) {
      if (stored.type === 'ContentItemDeleted') {
        deletedItems.add(stored.data.contentId as string);
        continue;
      }
      const data = stored.data as ContentCompared['data'];
      const at = new Date(stored.metadata.occurredAt);
      for (const source of data.sources) {
        if (!source.fingerprint) continue;
        if (source.text !== undefined) {
          rows.put(
            Object.assign(new SourceSnapshotRow(), {
              id: source.sourceUrlId,
              contentId: data.contentId,
              workspaceId: stored.metadata.workspaceId,
              url: source.url,
              fingerprint: source.fingerprint,
              text: source.text,
              comparedAt: at,
              changedAt: source.outcome === 'changed' ? at : null,
            }),
          );
        } else {
          rows.update(source.sourceUrlId, (row) => {
            row.comparedAt = at;
          });
        }
      }
    }
    await rows.flush();
    if (deletedItems.size > 0) await manager.query('DELETE FROM source_snapshots WHERE content_id = ANY($1::uuid[])', [[...deletedItems]]);
  }
}
