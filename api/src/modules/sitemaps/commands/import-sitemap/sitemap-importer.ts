import type { ImportContentItemsResult, ImportSitemapResult } from '@freshwatch/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Actor } from '../../../../shared/domain/actor';
import { AnalyseImportedItemsCommand, ImportContentItemsCommand } from '../../../content';
import { ReadSitemapQuery, type SitemapReading } from '../../queries/read-sitemap/read-sitemap.query';
import { summariseSitemapImport } from './sitemap-import-summary';

/**
 * Pages go to content's import in chunks: each chunk is one append and one wait for the read models, short enough
 * to stay inside the read-your-writes wait, and each takes the plan's page limit as it stands (the import's own
 * check, under the workspace lock), so the limit is applied once, by content.
 */
export const SITEMAP_IMPORT_CHUNK = 5_000;

/**
 * One reading of a sitemap into the workspace: the import of POST /api/content-items/import-sitemap and each
 * scheduled re-sync alike. Content's import skips the pages already monitored, so a re-sync adds only new ones.
 * The new pages of all chunks are then analysed at once as one analysis job, whose id the reply carries; if it
 * cannot start, the pages stay imported (analysisJobId null) and the scheduled checks analyse them later.
 */
@Injectable()
export class SitemapImporter {
  private readonly logger = new Logger('SitemapImporter');

  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  async import(actor: Actor, url: string): Promise<ImportSitemapResult> {
    const reading: SitemapReading = await this.queries.execute(new ReadSitemapQuery(actor.workspaceId, url));
    const chunks: ImportContentItemsResult[] = [];
    for (let i = 0; i < reading.pages.length; i += SITEMAP_IMPORT_CHUNK) {
      const pages = reading.pages.slice(i, i + SITEMAP_IMPORT_CHUNK);
      const lastUpdated = new Map(pages.filter((p) => p.lastModified).map((p) => [p.url, p.lastModified!]));
      chunks.push(
        await this.commands.execute(
          new ImportContentItemsCommand(
            actor,
            pages.map((p) => p.url),
            lastUpdated,
            false,
          ),
        ),
      );
    }
    const created = chunks.flatMap((chunk) => chunk.results.flatMap((r) => (r.status === 'created' && r.id ? [r.id] : [])));
    return { ...summariseSitemapImport(reading, chunks), analysisJobId: await this.analyse(actor, created) };
  }

  private async analyse(actor: Actor, contentIds: string[]): Promise<string | null> {
    if (contentIds.length === 0) return null;
    try {
      return await this.commands.execute(new AnalyseImportedItemsCommand(actor, contentIds));
    } catch (error) {
      this.logger.error(`The analysis of ${contentIds.length} pages imported from a sitemap could not start: ${(error as Error).stack ?? error}`);
      return null;
    }
  }
}
