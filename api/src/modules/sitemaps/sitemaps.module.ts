import { Module } from '@nestjs/common';
import { Migrations, ReadModels } from '../../shared/modules/module-parts';
import { OutboundModule } from '../../shared/outbound';
import { ImportSitemapHandler } from './commands/import-sitemap/import-sitemap.handler';
import { SitemapImporter } from './commands/import-sitemap/sitemap-importer';
import { UnsubscribeSitemapHandler } from './commands/unsubscribe-sitemap/unsubscribe-sitemap.handler';
import { ResyncSitemapsScanner } from './jobs/resync-sitemaps.scanner';
import { SitemapSubscriptions1764100000000 } from './migrations/1764100000000-sitemap-subscriptions';
import { SitemapSubscriptionsProjection } from './projections/sitemap-subscriptions/sitemap-subscriptions.projection';
import { ListSitemapsHandler } from './queries/list-sitemaps/list-sitemaps.handler';
import { ReadSitemapHandler } from './queries/read-sitemap/read-sitemap.handler';
import { SitemapsHttpController } from './sitemaps.http.controller';

/**
 * Whole-site import: reads a sitemap through the guarded outbound fetcher and registers the pages
 * through content's import (its duplicate rules and the plan's page limit). It owns the sitemap subscriptions
 * (`sitemap-<id>` streams) that a scheduled scan reads again.
 */
@ReadModels(SitemapSubscriptionsProjection)
@Migrations(SitemapSubscriptions1764100000000)
@Module({
  imports: [OutboundModule],
  controllers: [SitemapsHttpController],
  providers: [SitemapImporter, ImportSitemapHandler, UnsubscribeSitemapHandler, ListSitemapsHandler, ReadSitemapHandler, ResyncSitemapsScanner],
})
export class SitemapsModule {}
