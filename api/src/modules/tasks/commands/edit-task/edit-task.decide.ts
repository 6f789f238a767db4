import type { DomainError } from '../../../../shared/domain/domain-error';
import { TaskState, taskAssigneeInvalid, taskContentInvalid, taskNotFound, visibleTo } from '../../domain/task';
import type { TaskEdited, TaskFields } from '../../domain/task.events';

export interface EditTask {
  taskId: string;
  workspaceId: string;
  changes: Partial<TaskFields>;
  /** Whether changes.contentId (when set) is a live item of the workspace; the handler looks it up. */
  contentExists: boolean;
  /** Whether changes.assigneeId (when set) is a member of the workspace; the handler asks identity. */
  assigneeIsMember: boolean;
}

/**
 * Records only the fields that really change. A related item that has since been deleted may stay as it is;
 * only a newly chosen one must exist.
 */
export function decideEditTask(command: EditTask, state: TaskState): TaskEdited[] | DomainError {
  if (!visibleTo(state, command.workspaceId)) return taskNotFound;
  const changes: Partial<TaskFields> = {};
  for (const [key, value] of Object.entries(command.changes) as [keyof TaskFields, unknown][]) {
    if (value !== undefined && (state.fields[key] ?? null) !== value) (changes as Record<string, unknown>)[key] = value;
  }
  if (changes.contentId !== undefined && changes.contentId !== null && !command.contentExists) return taskContentInvalid;
  if (changes.assigneeId && !command.assigneeIsMember) return taskAssigneeInvalid;
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'TaskEdited', data: { taskId: command.taskId, changes } }];
}
