import type { Actor } from '../../../../shared/domain/actor';
import type { AiUsage, ContentCompared } from '../../domain/content-item.events';

/** What fetching one source URL gave: its fingerprint and text, or why it could not be read. */
export type SourceObservation =
  { sourceUrlId: string; url: string; fingerprint: string; text: string; changeSummary: string } | { sourceUrlId: string; url: string; reason: string };

/** What a comparison of the item's sources found (the analysis module fetched them). */
export interface ComparisonToRecord {
  contentId: string;
  observations: SourceObservation[];
  /** With an AI model: whether the page contradicts its sources. */
  aiVerdict?: { contradicts: boolean; explanation: string };
  usage?: AiUsage | null;
}

/** Record a comparison on the item's stream (ContentCompared); answers what was recorded, null for nothing. */
export class RecordComparisonCommand {
  constructor(
    readonly actor: Pick<Actor, 'workspaceId' | 'actorId'>,
    readonly comparison: ComparisonToRecord,
  ) {}
}

export type RecordedComparison = ContentCompared['data'] | null;
