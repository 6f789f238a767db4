import type { CreateContentItemDto } from '@freshwatch/contracts/dto';
import type { Actor } from '../../../../shared/domain/actor';

/**
 * POST /api/content-items with an externalId: registers the item once per workspace and name; a repeat updates
 * the item that holds the name. Kept apart from RegisterContentItemCommand so that each rule has one home.
 */
export class RegisterByExternalIdCommand {
  constructor(
    readonly actor: Actor,
    readonly input: CreateContentItemDto & { externalId: string },
  ) {}
}

/** The item that now holds the name, and whether this request created it. */
export interface RegisteredByExternalId {
  contentId: string;
  created: boolean;
}
