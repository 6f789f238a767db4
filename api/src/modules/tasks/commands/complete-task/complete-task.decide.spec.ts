import type { TaskCompleted, TaskStatusChanged } from '../../domain/task.events';
import { created, given, invisibleTasks, now } from '../../domain/task.test-support';
import { decideCompleteTask } from './complete-task.decide';

const complete = (completedAt?: string | null) => ({ taskId: 't1', workspaceId: 'w1', completedAt });

describe('completing a task', () => {
  it('completes a task at the time the client sends, and also records TaskCompleted', () => {
    expect(decideCompleteTask(complete('2026-03-10T11:59:00.000Z'), given(created), now)).toEqual([
      { type: 'TaskStatusChanged', data: { taskId: 't1', status: 'completed', completedAt: '2026-03-10T11:59:00.000Z' } },
      { type: 'TaskCompleted', data: { taskId: 't1', completedAt: '2026-03-10T11:59:00.000Z' } },
    ]);
  });

  it.each([[undefined], [null], ['2099-01-01T00:00:00.000Z']])('uses the server time for a completion time of %p', (completedAt) => {
    const [changed] = decideCompleteTask(complete(completedAt), given(created), now) as (TaskStatusChanged | TaskCompleted)[];
    expect(changed.data.completedAt).toBe(now.toISOString());
  });

  it('records nothing for a task that is already completed, which keeps its completion time', () => {
    const completed = given(created, ...(decideCompleteTask(complete(), given(created), now) as (TaskStatusChanged | TaskCompleted)[]));
    expect(decideCompleteTask(complete('2026-03-10T11:00:00.000Z'), completed, now)).toEqual([]);
  });

  it.each(invisibleTasks)('answers %s as not found', (_, state) => {
    expect(decideCompleteTask(complete(), state, now)).toMatchObject({ code: 'TASK_NOT_FOUND', kind: 'not_found' });
  });
});
