import type { VisitResult } from '@freshwatch/contracts';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IdGenerator } from '../../../../shared/domain/clock';
import { isDomainError } from '../../../../shared/domain/domain-error';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { contentItemModel } from '../../domain/content-item';
import { contentStream } from '../../domain/content-item.events';
import { RecordVisitCommand } from './record-visit.command';
import { decideVisit } from './record-visit.decide';

/** Answers what the last decision (the one that appended, or found nothing to append) concluded. */
@CommandHandler(RecordVisitCommand)
export class RecordVisitHandler implements ICommandHandler<RecordVisitCommand, VisitResult> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly ids: IdGenerator,
  ) {}

  async execute({ actor, contentId }: RecordVisitCommand): Promise<VisitResult> {
    const checkId = this.ids.next();
    let result: VisitResult = { queued: false };
    await this.executor.execute(
      contentStream(contentId),
      contentItemModel,
      (state, now) => {
        const decided = decideVisit({ contentId, workspaceId: actor.workspaceId, checkId }, state, now);
        if (isDomainError(decided)) return decided;
        result = decided.result;
        return decided.events;
      },
      actor,
    );
    return result;
  }
}
