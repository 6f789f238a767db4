import type { UpdateTaskDto } from '@freshwatch/contracts/dto';
import type { Actor } from '../../../../shared/domain/actor';

export class UpdateTaskCommand {
  constructor(
    readonly actor: Actor,
    readonly taskId: string,
    readonly input: UpdateTaskDto,
  ) {}
}
