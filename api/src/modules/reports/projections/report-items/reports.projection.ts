import type { ContentStatus } from '@freshwatch/contracts';
import type { EntityManager } from 'typeorm';
import type { StoredEvent } from '../../../../shared/event-store/event-store.port';
import type { Projection } from '../../../../shared/projections/projection';
import { RowBatch } from '../../../../shared/projections/row-batch';
import type { ContentItemEvent } from '../../../content';
import { ReportDayRow, reportDayId } from './report-day.entity';
import { ReportItemRow } from './report-item.entity';

const HANDLED = ['ContentItemRegistered', 'ContentItemEdited', 'ContentItemDeleted', 'ContentAnalyzed', 'ContentCompared'] as const;

/**
 * Fills both report tables in one pass: whether an event changed an item's status is known only from the item's
 * row, and the day it is counted in is the event's occurredAt (UTC).
 */
export class ReportsProjection implements Projection {
  readonly name = 'reports';
  readonly handles = HANDLED;
  readonly entities = [ReportItemRow, ReportDayRow];

  async apply(events: StoredEvent[], manager: EntityManager): Promise<void> {
    const items = await RowBatch.load(manager, ReportItemRow, events.map((e) => (e.data as { contentId: string }).contentId));
    const dayOf = (stored: StoredEvent) => stored.metadata.occurredAt.slice(0, 10);
    const days = await RowBatch.load(manager, ReportDayRow, events.map((e) => reportDayId(e.metadata.workspaceId, dayOf(e))));

    const today = (stored: StoredEvent): ReportDayRow => {
      const id = reportDayId(stored.metadata.workspaceId, dayOf(stored));
      const row = days.get(id) ?? Object.assign(new ReportDayRow(), { id, workspaceId: stored.metadata.workspaceId, day: dayOf(stored), analyses: 0, healthSum: 0, statusChanges: 0 });
      days.put(row);
      return row;
    };
    const changeStatus = (stored: StoredEvent, row: ReportItemRow, status: ContentStatus | undefined) => {
      if (status === undefined || status === row.status) return;
      row.status = status;
      today(stored).statusChanges += 1;
    };

    for (const stored of events) {
      const event = stored as unknown as ContentItemEvent;
      const at = new Date(stored.metadata.occurredAt);
      switch (event.type) {
        case 'ContentItemRegistered': {
          const { contentId, workspaceId, title, url, contentType, status, healthScore } = event.data;
          items.put(
            Object.assign(new ReportItemRow(), {
              id: contentId, workspaceId, title, url, contentType, status, healthScore,
              freshness: null, seoScore: null, readability: null, lastAnalyzed: null, createdAt: at, deletedAt: null,
            }),
          );
          break;
        }
        case 'ContentItemEdited':
          items.update(event.data.contentId, (row) => {
            const { title, url, contentType, healthScore, status } = event.data.changes;
            Object.assign(row, withoutUndefined({ title, url, contentType, healthScore }));
            changeStatus(stored, row, status);
          });
          break;
        case 'ContentItemDeleted':
          items.update(event.data.contentId, (row) => {
            row.deletedAt = at;
          });
          break;
        case 'ContentAnalyzed':
          items.update(event.data.contentId, (row) => {
            const { healthScore, freshness, seoScore, readability } = event.data.analysis;
            Object.assign(row, { healthScore, freshness, seoScore, readability, lastAnalyzed: at });
            const day = today(stored);
            day.analyses += 1;
            day.healthSum += healthScore;
            changeStatus(stored, row, event.data.status);
          });
          break;
        case 'ContentCompared':
          items.update(event.data.contentId, (row) => changeStatus(stored, row, event.data.status));
          break;
      }
    }
    await items.flush();
    await days.flush();
  }
}

function withoutUndefined<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
