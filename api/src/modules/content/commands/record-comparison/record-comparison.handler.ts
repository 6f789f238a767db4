import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { contentItemModel } from '../../domain/content-item';
import { ContentCompared, contentStream } from '../../domain/content-item.events';
import { RecordComparisonCommand, RecordedComparison } from './record-comparison.command';
import { decideRecordComparison } from './record-comparison.decide';

@CommandHandler(RecordComparisonCommand)
export class RecordComparisonHandler implements ICommandHandler<RecordComparisonCommand, RecordedComparison> {
  constructor(private readonly executor: StreamExecutor) {}

  async execute({ actor, comparison }: RecordComparisonCommand): Promise<RecordedComparison> {
    const { events } = await this.executor.execute(
      contentStream(comparison.contentId),
      contentItemModel,
      (state, now) => decideRecordComparison({ ...comparison, workspaceId: actor.workspaceId }, state, now),
      actor,
    );
    return (events[0] as ContentCompared | undefined)?.data ?? null;
  }
}
