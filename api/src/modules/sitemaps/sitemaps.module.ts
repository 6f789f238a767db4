import { Module } from '@nestjs/common';
import { ImportSitemapHandler } from './commands/import-sitemap/import-sitemap.handler';
import { SitemapsHttpController } from './sitemaps.http.controller';

/**
 * Whole-site import: reads a sitemap through the analysis module (its guarded fetcher) and registers the pages
 * through content's import (its duplicate rules and the plan's page limit). It writes no stream of its own.
 */
@Module({
  controllers: [SitemapsHttpController],
  providers: [ImportSitemapHandler],
})
export class SitemapsModule {}
