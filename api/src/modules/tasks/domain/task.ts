import { TASK_CONTENT_INVALID } from '@freshwatch/contracts/dto';
import type { TaskStatus } from '@freshwatch/contracts';
import { DomainError } from '../../../shared/domain/domain-error';
import type { TaskCompleted, TaskCreated, TaskDeleted, TaskEdited, TaskEvent, TaskFields, TaskStatusChanged } from './task.events';

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

/** Another workspace's task is answered exactly like a missing one. */
function visibleTo(state: TaskState, workspaceId: string): state is Extract<TaskState, { status: 'active' }> {
  return state.status === 'active' && state.workspaceId === workspaceId;
}

export interface CreateTask {
  taskId: string;
  workspaceId: string;
  fields: TaskFields;
  /** Whether fields.contentId (when set) is a live item of the workspace; the handler looks it up. */
  contentExists: boolean;
}

/** A new task is pending (brief, section 4). */
export function decideCreateTask(command: CreateTask, state: TaskState): TaskCreated[] | DomainError {
  if (state.status !== 'none') return taskExists;
  if (command.fields.contentId !== null && !command.contentExists) return taskContentInvalid;
  return [{ type: 'TaskCreated', data: { taskId: command.taskId, workspaceId: command.workspaceId, status: 'pending', ...command.fields } }];
}

export interface UpdateTask {
  taskId: string;
  workspaceId: string;
  changes: Partial<TaskFields>;
  status?: TaskStatus;
  /** What the client says the completion time is; believed only when it is not in the future. */
  completedAt?: string | null;
  /** Whether changes.contentId (when set) is a live item of the workspace. */
  contentExists: boolean;
}

export type UpdateTaskEvent = TaskEdited | TaskStatusChanged | TaskCompleted;

/**
 * Edit and status change in one: records only what really changes. A related item that has since been
 * deleted may stay as it is; only a newly chosen one must exist.
 */
export function decideUpdateTask(command: UpdateTask, state: TaskState, now: Date): UpdateTaskEvent[] | DomainError {
  if (!visibleTo(state, command.workspaceId)) return taskNotFound;
  const changes: Partial<TaskFields> = {};
  for (const [key, value] of Object.entries(command.changes) as [keyof TaskFields, unknown][]) {
    if (value !== undefined && state.fields[key] !== value) (changes as Record<string, unknown>)[key] = value;
  }
  if (changes.contentId !== undefined && changes.contentId !== null && !command.contentExists) return taskContentInvalid;

  const events: UpdateTaskEvent[] = [];
  if (Object.keys(changes).length > 0) events.push({ type: 'TaskEdited', data: { taskId: command.taskId, changes } });
  if (command.status !== undefined && command.status !== state.taskStatus) {
    if (command.status === 'completed') {
      const completedAt = completionTime(command.completedAt, now);
      events.push({ type: 'TaskStatusChanged', data: { taskId: command.taskId, status: 'completed', completedAt } });
      events.push({ type: 'TaskCompleted', data: { taskId: command.taskId, completedAt } });
    } else {
      events.push({ type: 'TaskStatusChanged', data: { taskId: command.taskId, status: command.status, completedAt: null } });
    }
  }
  return events;
}

/** The client's time when it is a past moment (the brief's client sends 'now'), else the server's. */
function completionTime(claimed: string | null | undefined, now: Date): string {
  if (!claimed) return now.toISOString();
  const at = new Date(claimed);
  return Number.isNaN(at.getTime()) || at > now ? now.toISOString() : at.toISOString();
}

export interface DeleteTask {
  taskId: string;
  workspaceId: string;
}

export function decideDeleteTask(command: DeleteTask, state: TaskState): TaskDeleted[] | DomainError {
  if (!visibleTo(state, command.workspaceId)) return taskNotFound;
  return [{ type: 'TaskDeleted', data: { taskId: command.taskId } }];
}
