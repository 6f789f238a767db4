import type { ReportRange } from '@freshwatch/contracts';

/** Reports & Analytics for a range of whole UTC days (answers ContentReport). */
export class GetReportQuery {
  constructor(
    readonly workspaceId: string,
    readonly range: ReportRange,
  ) {}
}

/** The report of a range as GET /api/reports answered at `asOf`, folded from the events up to then. */
export class GetReportAsOfQuery {
  constructor(
    readonly workspaceId: string,
    readonly range: ReportRange,
    readonly asOf: Date,
  ) {}
}
