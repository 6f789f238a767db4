import type { DomainError } from '../../../../shared/domain/domain-error';
import { TaskState, taskAssigneeInvalid, taskContentInvalid, taskExists } from '../../domain/task';
import type { TaskCreated, TaskFields } from '../../domain/task.events';

export interface CreateTask {
  taskId: string;
  workspaceId: string;
  fields: TaskFields;
  /** Whether fields.contentId (when set) is a live item of the workspace; the handler looks it up. */
  contentExists: boolean;
  /** Whether fields.assigneeId (when set) is a member of the workspace; the handler asks identity. */
  assigneeIsMember: boolean;
}

/** A new task is pending. */
export function decideCreateTask(command: CreateTask, state: TaskState): TaskCreated[] | DomainError {
  if (state.status !== 'none') return taskExists;
  if (command.fields.contentId !== null && !command.contentExists) return taskContentInvalid;
  if (command.fields.assigneeId && !command.assigneeIsMember) return taskAssigneeInvalid;
  return [{ type: 'TaskCreated', data: { taskId: command.taskId, workspaceId: command.workspaceId, status: 'pending', ...command.fields } }];
}
