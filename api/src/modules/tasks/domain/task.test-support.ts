import { givenEvents } from '../../../shared/domain/given-events.test-support';
import { evolveTask, initialTaskState, TaskState } from './task';
import type { TaskCreated, TaskFields } from './task.events';

/** Given/when/then helpers for the task decisions (tests only; not part of the build). */

export const fields: TaskFields = { title: 'Refresh pricing page', description: null, priority: 'medium', contentId: null };
export const now = new Date('2026-03-10T12:00:00.000Z');
export const created: TaskCreated = { type: 'TaskCreated', data: { taskId: 't1', workspaceId: 'w1', status: 'pending', ...fields } };

/** given: the events so far; when: a decision; then: the events or error it returns. */
export const given = givenEvents(evolveTask, initialTaskState);

/** The states in which a task cannot be acted on: each must answer as not found. */
export const invisibleTasks: [string, TaskState][] = [
  ['a missing task', given()],
  ["another workspace's task", given({ ...created, data: { ...created.data, workspaceId: 'w2' } })],
  ['a deleted task', given(created, { type: 'TaskDeleted', data: { taskId: 't1' } })],
];
