import type { DomainError } from '../../../../shared/domain/domain-error';
import { TaskState, taskNotFound, visibleTo } from '../../domain/task';
import type { TaskCompleted, TaskStatusChanged } from '../../domain/task.events';

export interface CompleteTask {
  taskId: string;
  workspaceId: string;
  /** What the client says the completion time is; believed only when it is not in the future. */
  completedAt?: string | null;
}

/**
 * Sets the status to completed with completedAt, and records TaskCompleted beside it for whoever reacts to
 * finished work. A task that is already completed keeps its completion time.
 */
export function decideCompleteTask(command: CompleteTask, state: TaskState, now: Date): (TaskStatusChanged | TaskCompleted)[] | DomainError {
  if (!visibleTo(state, command.workspaceId)) return taskNotFound;
  if (state.taskStatus === 'completed') return [];
  const completedAt = completionTime(command.completedAt, now);
  return [
    { type: 'TaskStatusChanged', data: { taskId: command.taskId, status: 'completed', completedAt } },
    { type: 'TaskCompleted', data: { taskId: command.taskId, completedAt } },
  ];
}

/** The client's time when it is a past moment, else the server's. */
function completionTime(claimed: string | null | undefined, now: Date): string {
  if (!claimed) return now.toISOString();
  const at = new Date(claimed);
  return Number.isNaN(at.getTime()) || at > now ? now.toISOString() : at.toISOString();
}
