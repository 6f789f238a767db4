import { created, given, invisibleTasks } from '../../domain/task.test-support';
import { decideDeleteTask } from './delete-task.decide';

describe('deleting a task', () => {
  it('deletes a task', () => {
    expect(decideDeleteTask({ taskId: 't1', workspaceId: 'w1' }, given(created))).toEqual([{ type: 'TaskDeleted', data: { taskId: 't1' } }]);
  });

  it.each(invisibleTasks)('answers %s as not found', (_, state) => {
    expect(decideDeleteTask({ taskId: 't1', workspaceId: 'w1' }, state)).toMatchObject({ code: 'TASK_NOT_FOUND', kind: 'not_found' });
  });
});
