import type { ReportRange } from '@freshwatch/contracts';

/** Reports & Analytics for a range of whole UTC days (answers ContentReport). */
export class GetReportQuery {
  constructor(
    readonly workspaceId: string,
    readonly range: ReportRange,
  ) {}
}
