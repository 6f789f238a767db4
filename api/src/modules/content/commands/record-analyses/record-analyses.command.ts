import type { Actor } from '../../../../shared/domain/actor';
import type { AnalysisFailureToRecord } from '../record-analysis-failure/record-analysis-failure.command';
import type { AnalysisToRecord } from '../record-analysis/record-analysis.command';

/** One item's outcome in a batch: an analysis or a failure, with who asked for it. */
export type AnalysisOutcomeToRecord =
  | { actor: Pick<Actor, 'workspaceId' | 'actorId'>; analysis: AnalysisToRecord }
  | { actor: Pick<Actor, 'workspaceId' | 'actorId'>; failure: AnalysisFailureToRecord };

/**
 * Record many items' analysis outcomes at once (a bulk refresh's batch): each decided exactly as
 * RecordAnalysisCommand or RecordAnalysisFailureCommand decides it alone, all appended in one transaction and
 * the reply sent once the read models have them all.
 */
export class RecordAnalysesCommand {
  constructor(readonly outcomes: AnalysisOutcomeToRecord[]) {}
}
