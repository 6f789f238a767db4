import type { UpdateContentItemDto } from '@freshwatch/contracts/dto';
import type { Actor } from '../../../../shared/domain/actor';

export class EditContentItemCommand {
  constructor(
    readonly actor: Actor,
    readonly contentId: string,
    readonly changes: UpdateContentItemDto,
    /** The item's version the sender saw (If-Match): another version refuses the edit (409). */
    readonly expectedVersion?: number,
  ) {}
}
