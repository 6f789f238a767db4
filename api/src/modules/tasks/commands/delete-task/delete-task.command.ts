import type { Actor } from '../../../../shared/domain/actor';

export class DeleteTaskCommand {
  constructor(
    readonly actor: Actor,
    readonly taskId: string,
  ) {}
}
