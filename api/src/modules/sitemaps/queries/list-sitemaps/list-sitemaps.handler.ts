import type { SitemapSubscription } from '@freshwatch/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { SitemapSubscriptionRow } from '../../projections/sitemap-subscriptions/sitemap-subscription.entity';
import { ListSitemapsQuery } from './list-sitemaps.query';

@QueryHandler(ListSitemapsQuery)
export class ListSitemapsHandler implements IQueryHandler<ListSitemapsQuery, SitemapSubscription[]> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ workspaceId }: ListSitemapsQuery): Promise<SitemapSubscription[]> {
    const rows = await this.dataSource.getRepository(SitemapSubscriptionRow).find({ where: { workspaceId }, order: { createdAt: 'ASC', id: 'ASC' } });
    return rows.map((row) => ({
      id: row.id,
      url: row.url,
      resync: row.resync,
      createdAt: row.createdAt.toISOString(),
      lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
      nextSyncAt: row.nextSyncAt.toISOString(),
      lastResult: row.lastResult,
      lastError: row.lastError,
    }));
  }
}
