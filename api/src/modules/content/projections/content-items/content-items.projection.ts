import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../../../shared/event-store/event-store.port';
import { Projection } from '../../../../shared/projections/projection';
import { canonicalJson } from '../../../../shared/projections/canonical-json';
import { RowBatch } from '../../../../shared/projections/row-batch';
import { CONTENT_ITEM_EVENT_TYPES, ContentItemEvent } from '../../domain/content-item.events';
import { ContentItemRow, toContentItem } from './content-item.entity';

function toDate(value: string | null | undefined): Date | null {
  return value ? new Date(value) : null;
}

export class ContentItemsProjection implements Projection {
  readonly name = 'content_items';
  readonly handles = CONTENT_ITEM_EVENT_TYPES;
  readonly entities = [ContentItemRow];

  async apply(events: StoredEvent[], manager: EntityManager): Promise<void> {
    const rows = await RowBatch.load(manager, ContentItemRow, events.map((e) => (e.data as { contentId: string }).contentId));
    for (const stored of events) {
      const event = stored as unknown as ContentItemEvent;
      const at = new Date(stored.metadata.occurredAt);
      switch (event.type) {
        case 'ContentItemRegistered': {
          const { contentId, workspaceId, lastUpdated, externalId, ...fields } = event.data;
          rows.put(
            Object.assign(new ContentItemRow(), {
              id: contentId,
              workspaceId,
              ...fields,
              lastUpdated: toDate(lastUpdated),
              lastAnalyzed: null,
              createdAt: at,
              analysis: null,
              sourceUrls: [],
              externalId: externalId ?? null,
              updatedAt: at,
            }),
          );
          break;
        }
        case 'ContentItemEdited':
          rows.update(event.data.contentId, (row) => {
            row.updatedAt = at;
            const { lastUpdated, ...changes } = event.data.changes;
            Object.assign(row, changes);
            if (lastUpdated !== undefined) row.lastUpdated = toDate(lastUpdated);
          });
          break;
        case 'SourceUrlAdded':
          rows.update(event.data.contentId, (row) => {
            row.updatedAt = at;
            row.sourceUrls = [
              ...row.sourceUrls,
              { id: event.data.sourceUrlId, url: event.data.url, description: event.data.description, addedAt: at.toISOString(), lastComparison: null },
            ];
          });
          break;
        case 'ContentItemDeleted':
          rows.delete(event.data.contentId);
          break;
        case 'ContentAnalyzed':
          rows.update(event.data.contentId, (row) => {
            row.updatedAt = at;
            const { analysis, status, page, extractedText } = event.data;
            Object.assign(row, { analysis, status, healthScore: analysis.healthScore, lastAnalyzed: at });
            if (page.lastModified) row.lastUpdated = new Date(page.lastModified);
            if (extractedText !== undefined) row.content = extractedText;
          });
          break;
        case 'ContentCompared':
          rows.update(event.data.contentId, (row) => {
            row.updatedAt = at;
            row.status = event.data.status;
            const found = new Map(event.data.sources.map((s) => [s.sourceUrlId, s]));
            row.sourceUrls = row.sourceUrls.map((source) => {
              const compared = found.get(source.id);
              if (!compared) return source;
              const lastComparison = { outcome: compared.outcome, summary: compared.summary ?? null, reason: compared.reason ?? null, comparedAt: event.data.comparedAt };
              return { ...source, lastComparison };
            });
          });
          break;
      }
    }
    await rows.flush((row) => {
      row.document = canonicalJson(toContentItem(row));
    });
  }
}
