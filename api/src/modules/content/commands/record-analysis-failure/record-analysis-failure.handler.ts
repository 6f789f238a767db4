import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { contentItemModel } from '../../domain/content-item';
import { contentStream } from '../../domain/content-item.events';
import type { RecordingOutcome } from '../record-analysis/record-analysis.command';
import { RecordAnalysisFailureCommand } from './record-analysis-failure.command';
import { decideRecordAnalysisFailure } from './record-analysis-failure.decide';

@CommandHandler(RecordAnalysisFailureCommand)
export class RecordAnalysisFailureHandler implements ICommandHandler<RecordAnalysisFailureCommand, RecordingOutcome> {
  constructor(private readonly executor: StreamExecutor) {}

  async execute({ actor, failure }: RecordAnalysisFailureCommand): Promise<RecordingOutcome> {
    const { events } = await this.executor.execute(
      contentStream(failure.contentId),
      contentItemModel,
      (state) => decideRecordAnalysisFailure({ ...failure, workspaceId: actor.workspaceId }, state),
      actor,
    );
    return events.length > 0 ? 'recorded' : 'already_recorded';
  }
}
