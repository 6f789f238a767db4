import type { ContentStats } from '@freshwatch/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { MEASURED } from '../measured-items';
import { GetContentStatsQuery } from './get-content-stats.query';

/**
 * Counts by standing (page-state.ts: a status only once the last check analysed the item; unchecked and failed
 * items apart) and the average health score of the measured items (contracts' analysedHealthAverage), summed from the kept counts (content_item_counts: at most 45 rows a workspace) instead
 * of read from every item. The average rounds halves to even (round() of a double), as analysedHealthAverage
 * does; its sum is exact (numeric) where the items' float4 scores have at most 6 significant digits.
 */
@QueryHandler(GetContentStatsQuery)
export class GetContentStatsHandler implements IQueryHandler<GetContentStatsQuery, ContentStats> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ workspaceId }: GetContentStatsQuery): Promise<ContentStats> {
    const [row] = await this.dataSource.query(
      `SELECT coalesce(sum(items), 0)::int AS total,
              coalesce(sum(items) FILTER (WHERE standing = 'fresh'), 0)::int AS fresh,
              coalesce(sum(items) FILTER (WHERE standing = 'needs_update'), 0)::int AS "needsUpdate",
              coalesce(sum(items) FILTER (WHERE standing = 'outdated'), 0)::int AS outdated,
              coalesce(sum(items) FILTER (WHERE standing = 'not_checked'), 0)::int AS "notChecked",
              coalesce(sum(items) FILTER (WHERE standing = 'check_failed'), 0)::int AS "checkFailed",
              coalesce(sum(items) FILTER (WHERE ${MEASURED}), 0)::int AS analysed,
              round((sum(health_sum) FILTER (WHERE ${MEASURED}) / sum(items) FILTER (WHERE ${MEASURED}))::float8)::int AS "averageHealthScore"
         FROM content_item_counts WHERE workspace_id = $1`,
      [workspaceId],
    );
    return row;
  }
}
