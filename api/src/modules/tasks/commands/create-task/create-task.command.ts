import type { CreateTaskDto } from '@freshwatch/contracts/dto';
import type { Actor } from '../../../../shared/domain/actor';

export class CreateTaskCommand {
  constructor(
    readonly actor: Actor,
    readonly input: CreateTaskDto,
  ) {}
}
