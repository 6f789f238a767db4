import type { ImportSitemapResult } from '@freshwatch/contracts';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { decideRecordSync, decideSubscribe, evolveSitemapSubscription, sitemapSubscriptionModel } from '../../domain/sitemap-subscription';
import { sitemapIdOf, sitemapStream } from '../../domain/sitemap-subscription.events';
import { ImportSitemapCommand } from './import-sitemap.command';
import { SitemapImporter } from './sitemap-importer';

/**
 * Imports first: a sitemap that cannot be read is a 400 and subscribes nothing. With a re-sync schedule, the
 * subscription (or its new schedule) and this first reading are recorded together on the sitemap's stream.
 */
@CommandHandler(ImportSitemapCommand)
export class ImportSitemapHandler implements ICommandHandler<ImportSitemapCommand, ImportSitemapResult> {
  constructor(
    private readonly importer: SitemapImporter,
    private readonly executor: StreamExecutor,
  ) {}

  async execute({ actor, url, resync }: ImportSitemapCommand): Promise<ImportSitemapResult> {
    const result = await this.importer.import(actor, url);
    if (resync !== null) {
      const sitemapId = sitemapIdOf(actor.workspaceId, url);
      const { skipped: _shownInTheReply, analysisJobId: _inTheReplyToo, ...summary } = result;
      await this.executor.execute(
        sitemapStream(sitemapId),
        sitemapSubscriptionModel,
        (state) => {
          const subscribed = decideSubscribe({ sitemapId, workspaceId: actor.workspaceId, url, resync, subscribedBy: actor.userId }, state);
          const next = subscribed.reduce(evolveSitemapSubscription, state);
          return [...subscribed, ...decideRecordSync({ sitemapId, workspaceId: actor.workspaceId, summary, error: null }, next)];
        },
        actor,
      );
    }
    return result;
  }
}
