import type { UpdateContentItemDto } from '@freshwatch/contracts/dto';
import type { Actor } from '../../../../shared/domain/actor';

export class EditContentItemCommand {
  constructor(
    readonly actor: Actor,
    readonly contentId: string,
    readonly changes: UpdateContentItemDto,
  ) {}
}
