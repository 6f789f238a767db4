import type { EntityManager } from 'typeorm';
import type { StoredEvent } from '../../../../shared/event-store/event-store.port';
import type { Projection } from '../../../../shared/projections/projection';
import { RowBatch } from '../../../../shared/projections/row-batch';
import { ReportDayRow, reportDayId } from './report-day.entity';
import { foldReportEvent, REPORT_EVENT_TYPES } from './report-fold';
import { ReportItemRow } from './report-item.entity';

/** Fills both report tables in one pass, with the fold the report as of a past instant uses too. */
export class ReportsProjection implements Projection {
  readonly name = 'reports';
  readonly handles = REPORT_EVENT_TYPES;
  readonly entities = [ReportItemRow, ReportDayRow];
  // An item's row follows its stream; a day's row only adds up what each item's events count on that day.
  readonly replayOrder = 'stream' as const;

  async apply(events: StoredEvent[], manager: EntityManager): Promise<void> {
    const items = await RowBatch.load(
      manager,
      ReportItemRow,
      events.map((e) => (e.data as { contentId: string }).contentId),
    );
    const days = await RowBatch.load(
      manager,
      ReportDayRow,
      events.map((e) => reportDayId(e.metadata.workspaceId, e.metadata.occurredAt.slice(0, 10))),
    );
    for (const stored of events) foldReportEvent(stored, items, days);
    await items.flush();
    await days.flush();
  }
}
