import type { TaskPriority, TaskStatus } from '@freshwatch/contracts';
import type { DomainEvent } from '../../../shared/event-store/stream-executor';

/** What Edit can change. */
export interface TaskFields {
  title: string;
  description: string | null;
  priority: TaskPriority;
  contentId: string | null;
  /** Absent in events from before tasks could be assigned: nobody. */
  assigneeId?: string | null;
}

export type TaskCreated = DomainEvent<'TaskCreated', { taskId: string; workspaceId: string; status: TaskStatus } & TaskFields>;
/** Carries only the fields that changed. */
export type TaskEdited = DomainEvent<'TaskEdited', { taskId: string; changes: Partial<TaskFields> }>;
/** completedAt is set when the new status is completed and null otherwise. */
export type TaskStatusChanged = DomainEvent<'TaskStatusChanged', { taskId: string; status: TaskStatus; completedAt: string | null }>;
/** Recorded beside TaskStatusChanged when a task becomes completed, for whoever reacts to finished work. */
export type TaskCompleted = DomainEvent<'TaskCompleted', { taskId: string; completedAt: string }>;
export type TaskDeleted = DomainEvent<'TaskDeleted', { taskId: string }>;

export type TaskEvent = TaskCreated | TaskEdited | TaskStatusChanged | TaskCompleted | TaskDeleted;

export const TASK_EVENT_TYPES = ['TaskCreated', 'TaskEdited', 'TaskStatusChanged', 'TaskCompleted', 'TaskDeleted'] as const;

export const taskStream = (taskId: string) => `task-${taskId}`;
