import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { type DomainError, isDomainError } from '../../../../shared/domain/domain-error';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { contentItemModel, type ContentItemState } from '../../domain/content-item';
import { contentStream } from '../../domain/content-item.events';
import { decideRecordAnalysisFailure } from '../record-analysis-failure/record-analysis-failure.decide';
import type { RecordingOutcome } from '../record-analysis/record-analysis.command';
import { decideRecordAnalysis } from '../record-analysis/record-analysis.decide';
import { AnalysisOutcomeToRecord, RecordAnalysesCommand } from './record-analyses.command';

/** Answers each outcome in the order given: recorded, already recorded, or the refusal (the item is gone). */
@CommandHandler(RecordAnalysesCommand)
export class RecordAnalysesHandler implements ICommandHandler<RecordAnalysesCommand, (RecordingOutcome | DomainError)[]> {
  constructor(private readonly executor: StreamExecutor) {}

  async execute({ outcomes }: RecordAnalysesCommand): Promise<(RecordingOutcome | DomainError)[]> {
    const answers = await this.executor.executeEach(
      contentItemModel,
      outcomes.map((outcome) => ({ streamId: contentStream(contentIdOf(outcome)), actor: outcome.actor, decide: decisionOf(outcome) })),
    );
    return answers.map((answer) => (isDomainError(answer) ? answer : answer.length > 0 ? 'recorded' : 'already_recorded'));
  }
}

const contentIdOf = (outcome: AnalysisOutcomeToRecord) => ('analysis' in outcome ? outcome.analysis.contentId : outcome.failure.contentId);

function decisionOf(outcome: AnalysisOutcomeToRecord) {
  const { workspaceId } = outcome.actor;
  return (state: ContentItemState) =>
    'analysis' in outcome
      ? decideRecordAnalysis({ ...outcome.analysis, workspaceId }, state)
      : decideRecordAnalysisFailure({ ...outcome.failure, workspaceId }, state);
}
