import { previousRange, rangeEnd, rangeStart, REPORT_DETAIL_COUNT, REPORT_TOP_COUNT, type ContentReport } from '@freshwatch/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { computeReport, type DayFacts, type ItemFacts, type ReportFacts } from './compute-report';
import { GetReportQuery } from './get-report.query';

const existsAt = (param: string) => `created_at < ${param} AND (deleted_at IS NULL OR deleted_at >= ${param})`;
/** $1 workspace, $2 start of the range, $3 its end: items that exist at the end and were last analysed within. */
const LISTED = `last_analyzed >= $2 AND last_analyzed < $3 AND ${existsAt('$3')}`;

/** One pass over the workspace's items: counts by type and whole score. */
const COUNTS = `
  SELECT content_type AS "contentType", floor(health_score)::int AS score,
         count(*) FILTER (WHERE ${existsAt('$3')})::int AS "atEnd",
         count(*) FILTER (WHERE ${existsAt('$2')})::int AS "atStart",
         count(*) FILTER (WHERE ${LISTED})::int AS listed
    FROM report_items WHERE workspace_id = $1 GROUP BY 1, 2`;

/** The listed items read once, then the three lists cut from them. */
const LISTS = `
  WITH listed AS MATERIALIZED (
    SELECT id, title, url, content_type AS "contentType", status, health_score AS "healthScore", freshness,
           seo_score AS "seoScore", readability, last_analyzed AS "lastAnalyzed"
      FROM report_items WHERE workspace_id = $1 AND ${LISTED})
  (SELECT 'top' AS list, * FROM listed ORDER BY "healthScore" DESC, "lastAnalyzed" DESC, id LIMIT ${REPORT_TOP_COUNT})
  UNION ALL
  (SELECT 'bottom', * FROM listed ORDER BY "healthScore" ASC, "lastAnalyzed" DESC, id LIMIT ${REPORT_TOP_COUNT})
  UNION ALL
  (SELECT 'recent', * FROM listed ORDER BY "lastAnalyzed" DESC, id LIMIT ${REPORT_DETAIL_COUNT})`;

/**
 * Gathers a report's facts from the report read models, the counting and ordering done by Postgres in three
 * queries so that a few hundred rows at most reach Node whatever the workspace's size (10,000 items through
 * node-pg cost far more than the whole report budget), then computes the report from them. Nothing is
 * replayed on request.
 */
@QueryHandler(GetReportQuery)
export class GetReportHandler implements IQueryHandler<GetReportQuery, ContentReport> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ workspaceId, range }: GetReportQuery): Promise<ContentReport> {
    const window = [workspaceId, rangeStart(range), rangeEnd(range)];
    const [counts, lists, days] = await Promise.all([
      this.dataSource.query(COUNTS, window) as Promise<ReportFacts['counts']>,
      this.dataSource.query(LISTS, window) as Promise<(ItemFacts & { list: 'top' | 'bottom' | 'recent' })[]>,
      this.dataSource.query(
        `SELECT day, analyses, health_sum AS "healthSum", status_changes AS "statusChanges"
           FROM report_days WHERE workspace_id = $1 AND day >= $2 AND day <= $3`,
        [workspaceId, previousRange(range).from, range.to],
      ) as Promise<DayFacts[]>,
    ]);
    const cut = (list: string) => lists.filter((row) => row.list === list).map(({ list: _, ...item }) => item);
    return computeReport(range, { counts, top: cut('top'), bottom: cut('bottom'), recent: cut('recent'), days });
  }
}
