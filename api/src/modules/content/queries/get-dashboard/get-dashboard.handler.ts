import {
  DASHBOARD_RULES,
  healthOverviewBars,
  priorityActions,
  recentActivities,
  recentContent,
  type ContentItem,
  type ContentStats,
  type DashboardSummary,
} from '@freshwatch/contracts';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { GetContentStatsQuery } from '../get-content-stats/get-content-stats.query';
import { MEASURED } from '../measured-items';
import { GetDashboardQuery } from './get-dashboard.query';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * DashboardSummary without reading every item: the figures from the kept counts (content_item_counts) and the
 * short lists each from an index, a few rows each. Every list is read in the order the contracts' function sorts
 * the whole list (ties in the unpaged list's order: newest first, then id), and that function is then applied to
 * the rows read, so the lists cannot differ from what the web computed from the whole list.
 */
@QueryHandler(GetDashboardQuery)
export class GetDashboardHandler implements IQueryHandler<GetDashboardQuery, DashboardSummary> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queries: QueryBus,
  ) {}

  async execute({ workspaceId, now }: GetDashboardQuery): Promise<DashboardSummary> {
    const since = new Date(now.getTime() - DASHBOARD_RULES.weekDays * DAY_MS);
    const [stats, averages, recent, analysed, lowest, week] = await Promise.all([
      this.queries.execute<GetContentStatsQuery, ContentStats>(new GetContentStatsQuery(workspaceId)),
      this.firstRow<{ seo: number | null; readability: number | null }>(
        `SELECT round((sum(seo_sum) / sum(items))::float8)::int AS seo, round((sum(readability_sum) / sum(items))::float8)::int AS readability
           FROM content_item_counts WHERE workspace_id = $1 AND ${MEASURED}`,
        [workspaceId],
      ),
      this.items(workspaceId, 'ORDER BY created_at DESC, id', DASHBOARD_RULES.recentContent),
      this.items(workspaceId, 'AND last_analyzed IS NOT NULL ORDER BY last_analyzed DESC, created_at DESC, id', DASHBOARD_RULES.recentActivities),
      this.items(workspaceId, `AND ${MEASURED} AND health_score < $2 ORDER BY health_score, created_at DESC, id`, DASHBOARD_RULES.priorityActions, [
        DASHBOARD_RULES.priorityBelowScore,
      ]),
      this.firstRow<{ analysed: number; averageHealth: number | null; fresh: number; errors: number }>(
        `SELECT count(*)::int AS analysed, round(avg(health_score))::int AS "averageHealth", count(*) FILTER (WHERE status = 'fresh')::int AS fresh,
                coalesce(sum(analysis_errors), 0)::int AS errors
           FROM content_items WHERE workspace_id = $1 AND ${MEASURED} AND last_analyzed IS NOT NULL AND last_analyzed >= $2`,
        [workspaceId, since],
      ),
    ]);
    return {
      stats,
      recentContent: recentContent(recent),
      recentActivities: recentActivities(analysed),
      priorityActions: priorityActions(lowest),
      healthOverview: healthOverviewBars(stats, averages.seo, averages.readability),
      weeklyPerformance: { ...week, total: stats.total, unchecked: stats.total - stats.analysed },
    };
  }

  private async items(workspaceId: string, orderedBy: string, limit: number, params: unknown[] = []): Promise<ContentItem[]> {
    const rows: { document: string }[] = await this.dataSource.query(`SELECT document FROM content_items WHERE workspace_id = $1 ${orderedBy} LIMIT ${limit}`, [
      workspaceId,
      ...params,
    ]);
    return rows.map((row) => JSON.parse(row.document));
  }

  private async firstRow<Row>(sql: string, params: unknown[]): Promise<Row> {
    const [row] = await this.dataSource.query(sql, params);
    return row;
  }
}
