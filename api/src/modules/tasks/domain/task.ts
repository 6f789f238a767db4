import { TASK_ASSIGNEE_INVALID, TASK_CONTENT_INVALID } from '@freshwatch/contracts/dto';
import type { TaskStatus } from '@freshwatch/contracts';
import { DomainError } from '../../../shared/domain/domain-error';
import type { TaskEvent, TaskFields } from './task.events';

/** What the write side needs to know about a task to decide: whose it is, whether it is gone, its fields and status. */
export type TaskState =
  | { status: 'none' }
  | { status: 'active'; taskId: string; workspaceId: string; fields: TaskFields; taskStatus: TaskStatus }
  | { status: 'deleted'; taskId: string; workspaceId: string };

export const initialTaskState: TaskState = { status: 'none' };

export function evolveTask(state: TaskState, event: TaskEvent): TaskState {
  switch (event.type) {
    case 'TaskCreated': {
      const { taskId, workspaceId, status, ...fields } = event.data;
      return { status: 'active', taskId, workspaceId, fields, taskStatus: status };
    }
    case 'TaskEdited':
      return state.status === 'active' ? { ...state, fields: { ...state.fields, ...event.data.changes } } : state;
    case 'TaskStatusChanged':
      return state.status === 'active' ? { ...state, taskStatus: event.data.status } : state;
    case 'TaskDeleted':
      return state.status === 'active' ? { status: 'deleted', taskId: state.taskId, workspaceId: state.workspaceId } : state;
    default:
      return state;
  }
}

export const taskModel = { initialState: initialTaskState, evolve: evolveTask };

export const taskNotFound = new DomainError('TASK_NOT_FOUND', 'not_found', 'Task not found.');
export const taskExists = new DomainError('TASK_EXISTS', 'conflict', 'A task with this id already exists.');
export const taskContentInvalid = new DomainError('TASK_CONTENT_INVALID', 'invalid', TASK_CONTENT_INVALID);
export const taskAssigneeInvalid = new DomainError('TASK_ASSIGNEE_INVALID', 'invalid', TASK_ASSIGNEE_INVALID);

/** Another workspace's task is answered exactly like a missing one. */
export function visibleTo(state: TaskState, workspaceId: string): state is Extract<TaskState, { status: 'active' }> {
  return state.status === 'active' && state.workspaceId === workspaceId;
}
