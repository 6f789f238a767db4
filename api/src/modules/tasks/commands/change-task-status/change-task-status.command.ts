import type { TaskStatus } from '@freshwatch/contracts';
import type { Actor } from '../../../../shared/domain/actor';

/** A status other than completed (the status selector); completing a task is CompleteTaskCommand. */
export type OpenTaskStatus = Exclude<TaskStatus, 'completed'>;

/** Move a task to pending or in progress (also back from completed, which clears its completion time). */
export class ChangeTaskStatusCommand {
  constructor(
    readonly actor: Actor,
    readonly taskId: string,
    readonly status: OpenTaskStatus,
  ) {}
}
