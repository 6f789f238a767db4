import type { Actor } from '../../../../shared/domain/actor';
import type { ContentAnalyzed } from '../../domain/content-item.events';

/**
 * What an analysis of the item's page found (the analysis module did the work): the event's facts, with the
 * page's whole main text, of which the decision keeps what becomes the item's content.
 */
export type AnalysisToRecord = Omit<ContentAnalyzed['data'], 'extractedText'> & { mainText: string };

/** Record an analysis on the item's stream (ContentAnalyzed). */
export class RecordAnalysisCommand {
  constructor(
    readonly actor: Pick<Actor, 'workspaceId' | 'actorId'>,
    readonly analysis: AnalysisToRecord,
  ) {}
}

/** `already_recorded`: the job had recorded an outcome for the item before (a resumed bulk refresh). */
export type RecordingOutcome = 'recorded' | 'already_recorded';
