import type { Actor } from '../../../../shared/domain/actor';

/** Analyse an item's page now (HTTP) or as one item of a bulk refresh (`jobId`, from a background job). */
export class AnalyzeContentItemCommand {
  constructor(
    readonly actor: Pick<Actor, 'workspaceId' | 'actorId'>,
    readonly contentId: string,
    readonly jobId?: string,
  ) {}
}

export type AnalyzeContentItemResult =
  | { outcome: 'analysed' }
  /** The page could not be fetched; ContentAnalysisFailed was recorded with this reason. */
  | { outcome: 'failed'; reason: string; code: string }
  /** The bulk job already recorded an outcome for this item (a resumed job): nothing was done. */
  | { outcome: 'already_recorded' };
