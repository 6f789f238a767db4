import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IdGenerator } from '../../../../shared/domain/clock';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { contentItemModel, decideRegister, newContentItemFields } from '../../domain/content-item';
import { contentStream } from '../../domain/content-item.events';
import { PageLimit, refuseWhenFull } from '../../page-limit/page-limit';
import { RegisterContentItemCommand } from './register-content-item.command';

/**
 * Returns the new item's id. The item (with the brief's defaults for what is left out) and its source URLs are
 * one decision and one append, so a refused source leaves no item behind.
 */
@CommandHandler(RegisterContentItemCommand)
export class RegisterContentItemHandler implements ICommandHandler<RegisterContentItemCommand, string> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly ids: IdGenerator,
    private readonly pageLimit: PageLimit,
  ) {}

  execute({ actor, input }: RegisterContentItemCommand): Promise<string> {
    return this.pageLimit.withRoom(actor, async (room) => {
      refuseWhenFull(room);
      return this.register({ actor, input });
    });
  }

  private async register({ actor, input }: RegisterContentItemCommand): Promise<string> {
    const contentId = this.ids.next();
    const fields = newContentItemFields(input);
    const sourceUrls = (input.sourceUrls ?? []).map(({ url, description }) => ({ sourceUrlId: this.ids.next(), url, description: description || null }));
    await this.executor.execute(
      contentStream(contentId),
      contentItemModel,
      (state) => decideRegister({ contentId, workspaceId: actor.workspaceId, fields, sourceUrls }, state),
      actor,
    );
    return contentId;
  }
}
