import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { contentItemModel, decideDelete } from '../../domain/content-item';
import { contentStream } from '../../domain/content-item.events';
import { DeleteContentItemCommand } from './delete-content-item.command';

/** Records ContentItemDeleted; the item's history stays in the log for auditors. */
@CommandHandler(DeleteContentItemCommand)
export class DeleteContentItemHandler implements ICommandHandler<DeleteContentItemCommand, void> {
  constructor(private readonly executor: StreamExecutor) {}

  async execute({ actor, contentId }: DeleteContentItemCommand): Promise<void> {
    await this.executor.execute(
      contentStream(contentId),
      contentItemModel,
      (state) => decideDelete({ contentId, workspaceId: actor.workspaceId }, state),
      actor,
    );
  }
}
