import type { DomainError } from '../../../../shared/domain/domain-error';
import { TaskState, taskNotFound, visibleTo } from '../../domain/task';
import type { TaskDeleted } from '../../domain/task.events';

export interface DeleteTask {
  taskId: string;
  workspaceId: string;
}

export function decideDeleteTask(command: DeleteTask, state: TaskState): TaskDeleted[] | DomainError {
  if (!visibleTo(state, command.workspaceId)) return taskNotFound;
  return [{ type: 'TaskDeleted', data: { taskId: command.taskId } }];
}
