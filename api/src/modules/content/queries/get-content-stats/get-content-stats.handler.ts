import type { ContentStats } from '@freshwatch/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { GetContentStatsQuery } from './get-content-stats.query';

/**
 * Counts by status and the average health score of a workspace's analysed items (contracts' isAnalysed and
 * analysedHealthAverage), summed from the kept counts (content_item_counts: at most 45 rows a workspace) instead
 * of read from every item. The average rounds halves to even (round() of a double), as analysedHealthAverage
 * does; its sum is exact (numeric) where the items' float4 scores have at most 6 significant digits.
 */
@QueryHandler(GetContentStatsQuery)
export class GetContentStatsHandler implements IQueryHandler<GetContentStatsQuery, ContentStats> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ workspaceId }: GetContentStatsQuery): Promise<ContentStats> {
    const [row] = await this.dataSource.query(
      `SELECT coalesce(sum(items), 0)::int AS total,
              coalesce(sum(items) FILTER (WHERE status = 'fresh'), 0)::int AS fresh,
              coalesce(sum(items) FILTER (WHERE status = 'needs_update'), 0)::int AS "needsUpdate",
              coalesce(sum(items) FILTER (WHERE status = 'outdated'), 0)::int AS outdated,
              coalesce(sum(items) FILTER (WHERE analysis_state <> 'unanalyzed'), 0)::int AS analysed,
              round((sum(health_sum) FILTER (WHERE analysis_state <> 'unanalyzed') / sum(items) FILTER (WHERE analysis_state <> 'unanalyzed'))::float8)::int
                AS "averageHealthScore"
         FROM content_item_counts WHERE workspace_id = $1`,
      [workspaceId],
    );
    return row;
  }
}
