import { created, given, invisibleTasks, now } from '../../domain/task.test-support';
import type { TaskStatusChanged } from '../../domain/task.events';
import { decideChangeTaskStatus } from './change-task-status.decide';

const change = (status: 'pending' | 'in_progress') => ({ taskId: 't1', workspaceId: 'w1', status });
const completed: TaskStatusChanged = { type: 'TaskStatusChanged', data: { taskId: 't1', status: 'completed', completedAt: now.toISOString() } };

describe("changing a task's status", () => {
  it('moves a task to in progress', () => {
    expect(decideChangeTaskStatus(change('in_progress'), given(created))).toEqual([
      { type: 'TaskStatusChanged', data: { taskId: 't1', status: 'in_progress', completedAt: null } },
    ]);
  });

  it('clears completedAt when a completed task is opened again', () => {
    expect(decideChangeTaskStatus(change('pending'), given(created, completed))).toEqual([
      { type: 'TaskStatusChanged', data: { taskId: 't1', status: 'pending', completedAt: null } },
    ]);
  });

  it('records nothing for the status the task already has', () => {
    expect(decideChangeTaskStatus(change('pending'), given(created))).toEqual([]);
  });

  it.each(invisibleTasks)('answers %s as not found', (_, state) => {
    expect(decideChangeTaskStatus(change('in_progress'), state)).toMatchObject({ code: 'TASK_NOT_FOUND', kind: 'not_found' });
  });
});
