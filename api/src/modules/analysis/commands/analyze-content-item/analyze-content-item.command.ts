import type { Actor } from '../../../../shared/domain/actor';

/** Analyse an item's page now (HTTP). A bulk refresh's jobs analyse with ItemAnalysis and record in batches. */
export class AnalyzeContentItemCommand {
  constructor(
    readonly actor: Pick<Actor, 'workspaceId' | 'actorId'>,
    readonly contentId: string,
  ) {}
}

export type AnalyzeContentItemResult =
  | { outcome: 'analysed' }
  /** The page could not be fetched; ContentAnalysisFailed was recorded with this reason. */
  | { outcome: 'failed'; reason: string; code: string };
