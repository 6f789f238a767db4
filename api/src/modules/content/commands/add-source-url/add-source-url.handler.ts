import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IdGenerator } from '../../../../shared/domain/clock';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { contentItemModel, decideAddSourceUrl } from '../../domain/content-item';
import { contentStream } from '../../domain/content-item.events';
import { AddSourceUrlCommand } from './add-source-url.command';

/** Returns the new source URL's id. */
@CommandHandler(AddSourceUrlCommand)
export class AddSourceUrlHandler implements ICommandHandler<AddSourceUrlCommand, string> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly ids: IdGenerator,
  ) {}

  async execute({ actor, contentId, url, description }: AddSourceUrlCommand): Promise<string> {
    const sourceUrlId = this.ids.next();
    await this.executor.execute(
      contentStream(contentId),
      contentItemModel,
      (state) => decideAddSourceUrl({ contentId, workspaceId: actor.workspaceId, sourceUrlId, url, description }, state),
      actor,
    );
    return sourceUrlId;
  }
}
