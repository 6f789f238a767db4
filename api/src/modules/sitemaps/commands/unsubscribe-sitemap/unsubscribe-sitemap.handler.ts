import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { decideUnsubscribe, sitemapSubscriptionModel } from '../../domain/sitemap-subscription';
import { sitemapStream } from '../../domain/sitemap-subscription.events';
import { UnsubscribeSitemapCommand } from './unsubscribe-sitemap.command';

@CommandHandler(UnsubscribeSitemapCommand)
export class UnsubscribeSitemapHandler implements ICommandHandler<UnsubscribeSitemapCommand, void> {
  constructor(private readonly executor: StreamExecutor) {}

  async execute({ actor, sitemapId }: UnsubscribeSitemapCommand): Promise<void> {
    await this.executor.execute(
      sitemapStream(sitemapId),
      sitemapSubscriptionModel,
      (state) => decideUnsubscribe({ sitemapId, workspaceId: actor.workspaceId }, state),
      actor,
    );
  }
}
