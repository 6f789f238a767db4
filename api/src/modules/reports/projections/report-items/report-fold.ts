import type { ContentStatus } from '@freshwatch/contracts';
import type { StoredEvent } from '../../../../shared/event-store/event-store.port';
import type { ContentItemEvent } from '../../../content';
import { ReportDayRow, reportDayId } from './report-day.entity';
import { ReportItemRow } from './report-item.entity';

export const REPORT_EVENT_TYPES = ['ContentItemRegistered', 'ContentItemEdited', 'ContentItemDeleted', 'ContentAnalyzed', 'ContentCompared'] as const;

/** The rows a fold reads and changes: the projection's RowBatch, or a map for a report as of a past instant. */
export interface ReportRows<Row extends { id: string }> {
  get(id: string): Row | undefined;
  put(row: Row): void;
  /** Changes the row if it exists; events of rows that are gone are ignored. */
  update(id: string, change: (row: Row) => void): void;
}

/** Rows in memory, for folding the events up to an instant. */
export class ReportRowMap<Row extends { id: string }> implements ReportRows<Row> {
  readonly rows = new Map<string, Row>();
  get(id: string): Row | undefined {
    return this.rows.get(id);
  }
  put(row: Row): void {
    this.rows.set(row.id, row);
  }
  update(id: string, change: (row: Row) => void): void {
    const row = this.rows.get(id);
    if (row) change(row);
  }
}

/**
 * One content event folded into both report tables: whether it changed an item's status is known only from the
 * item's row, and the day it counts in is its occurredAt (UTC). The live projection and the report as of a past
 * instant both call it, so that the two cannot drift apart.
 */
export function foldReportEvent(stored: StoredEvent, items: ReportRows<ReportItemRow>, days: ReportRows<ReportDayRow>): void {
  const day = stored.metadata.occurredAt.slice(0, 10);
  const workspaceId = stored.metadata.workspaceId;
  const today = (): ReportDayRow => {
    const id = reportDayId(workspaceId, day);
    const row = days.get(id) ?? Object.assign(new ReportDayRow(), { id, workspaceId, day, analyses: 0, healthSum: 0, statusChanges: 0 });
    days.put(row);
    return row;
  };
  const changeStatus = (row: ReportItemRow, status: ContentStatus | undefined) => {
    if (status === undefined || status === row.status) return;
    row.status = status;
    today().statusChanges += 1;
  };

  const event = stored as unknown as ContentItemEvent;
  const at = new Date(stored.metadata.occurredAt);
  switch (event.type) {
    case 'ContentItemRegistered': {
      const { contentId, workspaceId: owner, title, url, contentType, status, healthScore } = event.data;
      items.put(
        Object.assign(new ReportItemRow(), {
          id: contentId,
          workspaceId: owner,
          title,
          url,
          contentType,
          status,
          healthScore,
          freshness: null,
          seoScore: null,
          readability: null,
          lastAnalyzed: null,
          createdAt: at,
          deletedAt: null,
        }),
      );
      break;
    }
    case 'ContentItemEdited':
      items.update(event.data.contentId, (row) => {
        const { title, url, contentType, healthScore, status } = event.data.changes;
        Object.assign(row, withoutUndefined({ title, url, contentType, healthScore }));
        changeStatus(row, status);
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
        const counted = today();
        counted.analyses += 1;
        counted.healthSum += healthScore;
        changeStatus(row, event.data.status);
      });
      break;
    case 'ContentCompared':
      items.update(event.data.contentId, (row) => changeStatus(row, event.data.status));
      break;
  }
}

function withoutUndefined<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
