import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../../../shared/event-store/event-store.port';
import { Projection } from '../../../../shared/projections/projection';
import { canonicalJson } from '../../../../shared/projections/canonical-json';
import { RowBatch } from '../../../../shared/projections/row-batch';
import { CONTENT_ITEM_EVENT_TYPES, ContentItemEvent } from '../../domain/content-item.events';
import { foldContentItemRow } from './content-item-row.fold';
import { ContentItemRow, toContentItem } from './content-item.entity';

export class ContentItemsProjection implements Projection {
  readonly name = 'content_items';
  readonly handles = CONTENT_ITEM_EVENT_TYPES;
  readonly entities = [ContentItemRow];

  async apply(events: StoredEvent[], manager: EntityManager): Promise<void> {
    const rows = await RowBatch.load(manager, ContentItemRow, events.map((e) => (e.data as { contentId: string }).contentId));
    for (const stored of events) {
      const event = stored as unknown as ContentItemEvent;
      const id = event.data.contentId;
      const before = rows.get(id) ?? null;
      // Events of an item that has no row (deleted, or never seen) change nothing.
      if (before === null && event.type !== 'ContentItemRegistered') continue;
      const after = foldContentItemRow(before, event, new Date(stored.metadata.occurredAt));
      if (after === null) rows.delete(id);
      else rows.put(after);
    }
    await rows.flush((row) => {
      row.document = canonicalJson(toContentItem(row));
    });
  }
}
