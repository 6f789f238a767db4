import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { contentItemModel } from '../../domain/content-item';
import { contentStream } from '../../domain/content-item.events';
import { RecordAnalysisCommand, RecordingOutcome } from './record-analysis.command';
import { decideRecordAnalysis } from './record-analysis.decide';

@CommandHandler(RecordAnalysisCommand)
export class RecordAnalysisHandler implements ICommandHandler<RecordAnalysisCommand, RecordingOutcome> {
  constructor(private readonly executor: StreamExecutor) {}

  async execute({ actor, analysis }: RecordAnalysisCommand): Promise<RecordingOutcome> {
    const { events } = await this.executor.execute(
      contentStream(analysis.contentId),
      contentItemModel,
      (state) => decideRecordAnalysis({ ...analysis, workspaceId: actor.workspaceId }, state),
      actor,
    );
    return events.length > 0 ? 'recorded' : 'already_recorded';
  }
}
