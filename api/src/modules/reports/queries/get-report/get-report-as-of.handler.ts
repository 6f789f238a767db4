import type { ContentReport } from '@freshwatch/contracts';
import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EVENT_STORE, type EventStore } from '../../../../shared/event-store/event-store.port';
import type { ReportDayRow } from '../../projections/report-items/report-day.entity';
import { foldReportEvent, REPORT_EVENT_TYPES, ReportRowMap } from '../../projections/report-items/report-fold';
import type { ReportItemRow } from '../../projections/report-items/report-item.entity';
import { computeReport } from './compute-report';
import { GetReportAsOfQuery } from './get-report.query';
import { reportFactsFromRows } from './report-facts-from-rows';

const HANDLED = new Set<string>(REPORT_EVENT_TYPES);
const PAGE = 5_000;
const PAGE_BYTES = 8 * 1024 * 1024;

/**
 * The report as it stood at an instant: the workspace's content events up to then (by occurredAt, the time the
 * read models date things by) folded with the projection's own fold into rows in memory, the facts gathered
 * from them as the live query gathers them from the tables, and the same computeReport. The log has no index by
 * workspace, so it is read in bounded pages; memory grows with the workspace's items and days, not the log.
 */
@QueryHandler(GetReportAsOfQuery)
export class GetReportAsOfHandler implements IQueryHandler<GetReportAsOfQuery, ContentReport> {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  async execute({ workspaceId, range, asOf }: GetReportAsOfQuery): Promise<ContentReport> {
    const items = new ReportRowMap<ReportItemRow>();
    const days = new ReportRowMap<ReportDayRow>();
    for (let after = 0; ;) {
      const page = await this.eventStore.readAll(after, PAGE, PAGE_BYTES);
      if (page.length === 0) break;
      for (const event of page) {
        if (!HANDLED.has(event.type) || event.metadata.workspaceId !== workspaceId || Date.parse(event.metadata.occurredAt) > asOf.getTime()) continue;
        foldReportEvent(event, items, days);
      }
      after = page[page.length - 1].position;
    }
    return computeReport(range, reportFactsFromRows(workspaceId, range, items.rows.values(), days.rows.values()));
  }
}
