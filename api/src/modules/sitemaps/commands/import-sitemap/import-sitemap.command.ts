import type { SitemapResync } from '@freshwatch/contracts';
import type { Actor } from '../../../../shared/domain/actor';

/**
 * Registers every page a sitemap (or sitemap index) lists that the workspace does not monitor yet; with
 * `resync`, keeps the sitemap to read it again on that schedule.
 */
export class ImportSitemapCommand {
  constructor(
    readonly actor: Actor,
    readonly url: string,
    readonly resync: SitemapResync | null = null,
  ) {}
}
