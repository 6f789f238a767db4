import type { Actor } from '../../../../shared/domain/actor';
import type { TaskFields } from '../../domain/task.events';

/** Edit a task's title, description, priority or related content item; only the fields given change. */
export class EditTaskCommand {
  constructor(
    readonly actor: Actor,
    readonly taskId: string,
    readonly changes: Partial<TaskFields>,
  ) {}
}
