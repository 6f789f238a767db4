import type { CreateContentItemDto } from '@freshwatch/contracts/dto';
import type { Actor } from '../../../../shared/domain/actor';

export class RegisterContentItemCommand {
  constructor(
    readonly actor: Actor,
    readonly input: CreateContentItemDto,
  ) {}
}
