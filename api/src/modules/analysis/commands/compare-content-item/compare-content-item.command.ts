import type { ComparisonResult } from '@freshwatch/contracts';
import type { Actor } from '../../../../shared/domain/actor';

/** Compare an item's source URLs with their last comparison (and, with an AI model, the page with them). */
export class CompareContentItemCommand {
  constructor(
    readonly actor: Pick<Actor, 'workspaceId' | 'actorId'>,
    readonly contentId: string,
  ) {}
}

export type CompareContentItemResult = Omit<ComparisonResult, 'item'>;
