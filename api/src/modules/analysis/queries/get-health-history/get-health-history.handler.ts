import type { HealthHistoryEntry } from '@freshwatch/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { contentItemExists } from '../../../content';
import { HealthHistoryRow } from '../../projections/health-history/health-history.entity';
import { GetHealthHistoryQuery } from './get-health-history.query';

@QueryHandler(GetHealthHistoryQuery)
export class GetHealthHistoryHandler implements IQueryHandler<GetHealthHistoryQuery, HealthHistoryEntry[] | null> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ workspaceId, contentId }: GetHealthHistoryQuery): Promise<HealthHistoryEntry[] | null> {
    if (!(await contentItemExists(this.dataSource, workspaceId, contentId))) return null;
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
