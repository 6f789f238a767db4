import type { Actor } from '../../../../shared/domain/actor';

/** Mark a task completed, at the time the client says (the web app sends 'now') unless that is in the future. */
export class CompleteTaskCommand {
  constructor(
    readonly actor: Actor,
    readonly taskId: string,
    readonly completedAt?: string | null,
  ) {}
}
