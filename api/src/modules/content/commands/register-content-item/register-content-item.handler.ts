import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DomainErrorException } from '../../../../shared/domain/domain-error';
import { IdGenerator } from '../../../../shared/domain/clock';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { contentItemModel, decideRegister, newContentItemFields } from '../../domain/content-item';
import { contentStream } from '../../domain/content-item.events';
import { PageLimit, refuseWhenFull } from '../../page-limit/page-limit';
import { alreadyMonitored, findMonitoredItem } from '../import-content-items/monitored-urls';
import { RegisterContentItemCommand } from './register-content-item.command';

/**
 * Returns the new item's id, or refuses (409, naming it) a page the workspace already monitors: a second item
 * would be analysed twice and counted twice. The check runs under the workspace's registration lock (withRoom),
 * so two dialogs adding one page at once cannot both pass it. The item (with the defaults for what is left out) and its source URLs are
 * one decision and one append, so a refused source leaves no item behind.
 */
@CommandHandler(RegisterContentItemCommand)
export class RegisterContentItemHandler implements ICommandHandler<RegisterContentItemCommand, string> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly ids: IdGenerator,
    private readonly pageLimit: PageLimit,
    private readonly dataSource: DataSource,
  ) {}

  execute({ actor, input }: RegisterContentItemCommand): Promise<string> {
    return this.pageLimit.withRoom(actor, async (room) => {
      const existing = await findMonitoredItem(this.dataSource, actor.workspaceId, input.url);
      if (existing) throw new DomainErrorException(alreadyMonitored(existing));
      refuseWhenFull(room);
      return this.register({ actor, input });
    });
  }

  private async register({ actor, input }: RegisterContentItemCommand): Promise<string> {
    const contentId = this.ids.next();
    const fields = newContentItemFields(input);
    const sourceUrls = (input.sourceUrls ?? []).map(({ url, description }) => ({ sourceUrlId: this.ids.next(), url, description: description || null }));
    await this.executor.start(
      contentStream(contentId),
      contentItemModel,
      (state) => decideRegister({ contentId, workspaceId: actor.workspaceId, fields, sourceUrls }, state),
      actor,
    );
    return contentId;
  }
}
