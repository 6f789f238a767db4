import type { Actor } from '../../../../shared/domain/actor';
import type { ContentAnalysisFailed } from '../../domain/content-item.events';

/** Why an analysis of the item's page could not be made, in words a person understands, and for which job. */
export type AnalysisFailureToRecord = ContentAnalysisFailed['data'];

/** Record a failed analysis on the item's stream (ContentAnalysisFailed). */
export class RecordAnalysisFailureCommand {
  constructor(
    readonly actor: Pick<Actor, 'workspaceId' | 'actorId'>,
    readonly failure: AnalysisFailureToRecord,
  ) {}
}
