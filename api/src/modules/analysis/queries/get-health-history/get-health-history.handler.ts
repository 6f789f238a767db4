import type { HealthHistoryEntry } from '@freshwatch/contracts';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { FindMissingContentItemsQuery } from '../../../content';
import { HealthHistoryRow } from '../../projections/health-history/health-history.entity';
import { GetHealthHistoryQuery } from './get-health-history.query';

@QueryHandler(GetHealthHistoryQuery)
export class GetHealthHistoryHandler implements IQueryHandler<GetHealthHistoryQuery, HealthHistoryEntry[] | null> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queries: QueryBus,
  ) {}

  async execute({ workspaceId, contentId }: GetHealthHistoryQuery): Promise<HealthHistoryEntry[] | null> {
    const missing: string[] = await this.queries.execute(new FindMissingContentItemsQuery(workspaceId, [contentId]));
    if (missing.length > 0) return null;
    const rows = await this.dataSource.getRepository(HealthHistoryRow).find({ where: { workspaceId, contentId }, order: { position: 'ASC' } });
    return rows.map((row) => ({
      analysedAt: row.analysedAt.toISOString(),
      healthScore: row.healthScore,
      freshness: row.freshness,
      seoScore: row.seoScore,
      readability: row.readability,
      status: row.status,
      analyser: row.analyser,
      model: row.model,
    }));
  }
}
