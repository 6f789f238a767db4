import type { ContentStats } from '@freshwatch/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { GetContentStatsQuery } from './get-content-stats.query';

/**
 * Counts by status and the average health score of a workspace's analysed items: the contracts' one definition
 * (analysedHealthAverage), which this SQL mirrors (round() of a double rounds halves to even). last_analyzed is set with the analysis by the same
 * event (content-item-row.fold.ts), and is the cheaper column to test.
 */
@QueryHandler(GetContentStatsQuery)
export class GetContentStatsHandler implements IQueryHandler<GetContentStatsQuery, ContentStats> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ workspaceId }: GetContentStatsQuery): Promise<ContentStats> {
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE status = 'fresh')::int AS fresh,
              count(*) FILTER (WHERE status = 'needs_update')::int AS "needsUpdate",
              count(*) FILTER (WHERE status = 'outdated')::int AS outdated,
              count(*) FILTER (WHERE last_analyzed IS NOT NULL)::int AS analysed,
              round(avg(health_score) FILTER (WHERE last_analyzed IS NOT NULL))::int AS "averageHealthScore"
         FROM content_items WHERE workspace_id = $1`,
      [workspaceId],
    );
    return row;
  }
}
