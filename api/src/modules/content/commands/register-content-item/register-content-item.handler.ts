import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IdGenerator } from '../../../../shared/domain/clock';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { contentItemModel, decideRegister } from '../../domain/content-item';
import { contentStream } from '../../domain/content-item.events';
import { RegisterContentItemCommand } from './register-content-item.command';

/**
 * Returns the new item's id. Defaults follow the brief: a new item is fresh, with health score 0. The item and
 * its source URLs are one decision and one append, so a refused source leaves no item behind.
 */
@CommandHandler(RegisterContentItemCommand)
export class RegisterContentItemHandler implements ICommandHandler<RegisterContentItemCommand, string> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly ids: IdGenerator,
  ) {}

  async execute({ actor, input }: RegisterContentItemCommand): Promise<string> {
    const contentId = this.ids.next();
    const fields = {
      title: input.title,
      url: input.url,
      contentType: input.contentType ?? 'blog_post',
      status: input.status ?? 'fresh',
      healthScore: input.healthScore ?? 0,
      lastUpdated: input.lastUpdated ?? null,
      content: input.content ?? null,
      aiPrompt: input.aiPrompt ?? null,
      checkSchedule: input.checkSchedule ?? { type: 'manual' as const },
    };
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
