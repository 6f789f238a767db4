import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { contentItemModel, decideEdit } from '../../domain/content-item';
import { contentStream } from '../../domain/content-item.events';
import { EditContentItemCommand } from './edit-content-item.command';

@CommandHandler(EditContentItemCommand)
/** Answers the item's version after the edit (its ETag). */
export class EditContentItemHandler implements ICommandHandler<EditContentItemCommand, number> {
  constructor(private readonly executor: StreamExecutor) {}

  async execute({ actor, contentId, changes, expectedVersion }: EditContentItemCommand): Promise<number> {
    const { version } = await this.executor.execute(
      contentStream(contentId),
      contentItemModel,
      (state) => decideEdit({ contentId, workspaceId: actor.workspaceId, changes: { ...changes } }, state),
      actor,
      { expectedVersion },
    );
    return version;
  }
}
