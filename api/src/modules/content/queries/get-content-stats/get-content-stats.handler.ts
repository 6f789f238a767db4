import type { ContentStats } from '@freshwatch/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { GetContentStatsQuery } from './get-content-stats.query';

/** Counts by status and the average health score (rounded to a whole percent) of a workspace's items. */
@QueryHandler(GetContentStatsQuery)
export class GetContentStatsHandler implements IQueryHandler<GetContentStatsQuery, ContentStats> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ workspaceId }: GetContentStatsQuery): Promise<ContentStats> {
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE status = 'fresh')::int AS fresh,
              count(*) FILTER (WHERE status = 'needs_update')::int AS "needsUpdate",
              count(*) FILTER (WHERE status = 'outdated')::int AS outdated,
              coalesce(round(avg(health_score)), 0)::int AS "averageHealthScore"
         FROM content_items WHERE workspace_id = $1`,
      [workspaceId],
    );
    return row;
  }
}
