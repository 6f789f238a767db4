import { previousRange, type ContentReport } from '@freshwatch/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { computeReport, type DayFacts, type ItemFacts } from './compute-report';
import { GetReportQuery } from './get-report.query';

/**
 * Two reads of the report read models (one row per item, one per day of both ranges), then a pure computation:
 * nothing is replayed on request.
 */
@QueryHandler(GetReportQuery)
export class GetReportHandler implements IQueryHandler<GetReportQuery, ContentReport> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ workspaceId, range }: GetReportQuery): Promise<ContentReport> {
    const [items, days] = await Promise.all([
      this.dataSource.query(
        `SELECT id, title, url, content_type AS "contentType", status, health_score AS "healthScore", freshness,
                seo_score AS "seoScore", readability, last_analyzed AS "lastAnalyzed", created_at AS "createdAt", deleted_at AS "deletedAt"
           FROM report_items WHERE workspace_id = $1`,
        [workspaceId],
      ) as Promise<ItemFacts[]>,
      this.dataSource.query(
        `SELECT day, analyses, health_sum AS "healthSum", status_changes AS "statusChanges"
           FROM report_days WHERE workspace_id = $1 AND day >= $2 AND day <= $3`,
        [workspaceId, previousRange(range).from, range.to],
      ) as Promise<DayFacts[]>,
    ]);
    return computeReport(range, items, days);
  }
}
