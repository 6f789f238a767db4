import type { DomainError } from '../../../../shared/domain/domain-error';
import { TaskState, taskNotFound, visibleTo } from '../../domain/task';
import type { TaskStatusChanged } from '../../domain/task.events';
import type { OpenTaskStatus } from './change-task-status.command';

export interface ChangeTaskStatus {
  taskId: string;
  workspaceId: string;
  status: OpenTaskStatus;
}

/** Any status but completed clears completedAt; the same status again records nothing. */
export function decideChangeTaskStatus(command: ChangeTaskStatus, state: TaskState): TaskStatusChanged[] | DomainError {
  if (!visibleTo(state, command.workspaceId)) return taskNotFound;
  if (command.status === state.taskStatus) return [];
  return [{ type: 'TaskStatusChanged', data: { taskId: command.taskId, status: command.status, completedAt: null } }];
}
