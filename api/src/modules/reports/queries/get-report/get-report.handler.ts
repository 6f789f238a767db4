import { previousRange, rangeEnd, rangeStart, REPORT_DETAIL_COUNT, REPORT_TOP_COUNT, type ContentReport } from '@freshwatch/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { computeReport, type DayFacts, type ItemFacts, type ReportFacts } from './compute-report';
import { GetReportQuery } from './get-report.query';

const ITEM_COLUMNS = `id, title, url, content_type AS "contentType", status, health_score AS "healthScore", freshness,
  seo_score AS "seoScore", readability, last_analyzed AS "lastAnalyzed"`;
/** $1 workspace, $2 start of the range, $3 its end: items that exist at the end and were last analysed within. */
const LISTED = `workspace_id = $1 AND last_analyzed >= $2 AND last_analyzed < $3 AND created_at < $3 AND (deleted_at IS NULL OR deleted_at >= $3)`;
const existsAt = (param: string) => `created_at < ${param} AND (deleted_at IS NULL OR deleted_at >= ${param})`;

/**
 * Gathers a report's facts from the report read models, the counting and ordering done by Postgres so that only
 * a few dozen rows reach Node whatever the workspace's size (10,000 items through node-pg cost far more than
 * the whole report budget), then computes the report from them. Nothing is replayed on request.
 */
@QueryHandler(GetReportQuery)
export class GetReportHandler implements IQueryHandler<GetReportQuery, ContentReport> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ workspaceId, range }: GetReportQuery): Promise<ContentReport> {
    const window = [workspaceId, rangeStart(range), rangeEnd(range)];
    const list = (order: string, limit: number): Promise<ItemFacts[]> =>
      this.dataSource.query(`SELECT ${ITEM_COLUMNS} FROM report_items WHERE ${LISTED} ORDER BY ${order}, id LIMIT ${limit}`, window);
    const [typeCounts, scoreCounts, top, bottom, recent, days] = await Promise.all([
      this.dataSource.query(
        `SELECT content_type AS "contentType", count(*) FILTER (WHERE ${existsAt('$3')})::int AS "atEnd", count(*) FILTER (WHERE ${existsAt('$2')})::int AS "atStart"
           FROM report_items WHERE workspace_id = $1 GROUP BY content_type`,
        window,
      ) as Promise<ReportFacts['typeCounts']>,
      this.dataSource.query(`SELECT floor(health_score)::int AS score, count(*)::int AS count FROM report_items WHERE ${LISTED} GROUP BY 1`, window) as Promise<
        ReportFacts['scoreCounts']
      >,
      list('health_score DESC, last_analyzed DESC', REPORT_TOP_COUNT),
      list('health_score ASC, last_analyzed DESC', REPORT_TOP_COUNT),
      list('last_analyzed DESC', REPORT_DETAIL_COUNT),
      this.dataSource.query(
        `SELECT day, analyses, health_sum AS "healthSum", status_changes AS "statusChanges"
           FROM report_days WHERE workspace_id = $1 AND day >= $2 AND day <= $3`,
        [workspaceId, previousRange(range).from, range.to],
      ) as Promise<DayFacts[]>,
    ]);
    return computeReport(range, { typeCounts, scoreCounts, top, bottom, recent, days });
  }
}
