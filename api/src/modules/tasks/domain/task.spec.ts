import type { TaskFields } from './task.events';
import { decideCreateTask, decideDeleteTask, decideUpdateTask, evolveTask, initialTaskState, TaskState } from './task';

const fields: TaskFields = { title: 'Refresh pricing page', description: null, priority: 'medium', contentId: null };
const now = new Date('2026-03-10T12:00:00.000Z');

/** given: the events so far; when: a decision; then: the events or error it returns. */
function given(...events: any[]): TaskState {
  return events.reduce(evolveTask, initialTaskState);
}
const created = { type: 'TaskCreated', data: { taskId: 't1', workspaceId: 'w1', status: 'pending', ...fields } };
const update = (changes: Record<string, unknown>) => ({ taskId: 't1', workspaceId: 'w1', changes: {}, contentExists: false, ...changes });

describe('task decisions', () => {
  it('creates a pending task', () => {
    expect(decideCreateTask({ taskId: 't1', workspaceId: 'w1', fields, contentExists: false }, given())).toEqual([created]);
  });

  it('refuses a related content item that is not a live item of the workspace', () => {
    const withContent = { ...fields, contentId: 'c1' };
    expect(decideCreateTask({ taskId: 't1', workspaceId: 'w1', fields: withContent, contentExists: false }, given())).toMatchObject({
      code: 'TASK_CONTENT_INVALID',
      kind: 'invalid',
    });
    expect(decideCreateTask({ taskId: 't1', workspaceId: 'w1', fields: withContent, contentExists: true }, given())).toEqual([
      { type: 'TaskCreated', data: { ...created.data, contentId: 'c1' } },
    ]);
  });

  it('refuses to create the same id twice', () => {
    expect(decideCreateTask({ taskId: 't1', workspaceId: 'w1', fields, contentExists: false }, given(created))).toMatchObject({ code: 'TASK_EXISTS' });
  });

  it('records only the fields an edit really changes', () => {
    expect(decideUpdateTask(update({ changes: { title: fields.title, priority: 'high', description: 'Prices moved' } }), given(created), now)).toEqual([
      { type: 'TaskEdited', data: { taskId: 't1', changes: { priority: 'high', description: 'Prices moved' } } },
    ]);
    expect(decideUpdateTask(update({ changes: { title: fields.title }, status: 'pending' }), given(created), now)).toEqual([]);
  });

  it('completes a task at the time the client sends, and also records TaskCompleted', () => {
    const events = decideUpdateTask(update({ status: 'completed', completedAt: '2026-03-10T11:59:00.000Z' }), given(created), now);
    expect(events).toEqual([
      { type: 'TaskStatusChanged', data: { taskId: 't1', status: 'completed', completedAt: '2026-03-10T11:59:00.000Z' } },
      { type: 'TaskCompleted', data: { taskId: 't1', completedAt: '2026-03-10T11:59:00.000Z' } },
    ]);
  });

  it.each([[undefined], [null], ['2099-01-01T00:00:00.000Z']])('uses the server time for a completion time of %p', (completedAt) => {
    const [changed] = decideUpdateTask(update({ status: 'completed', completedAt }), given(created), now) as any[];
    expect(changed.data.completedAt).toBe(now.toISOString());
  });

  it('clears completedAt on any other status, and records nothing for the same status', () => {
    const completed = given(created, { type: 'TaskStatusChanged', data: { taskId: 't1', status: 'completed', completedAt: now.toISOString() } });
    expect(decideUpdateTask(update({ status: 'in_progress', completedAt: now.toISOString() }), completed, now)).toEqual([
      { type: 'TaskStatusChanged', data: { taskId: 't1', status: 'in_progress', completedAt: null } },
    ]);
    expect(decideUpdateTask(update({ status: 'completed' }), completed, now)).toEqual([]);
  });

  it('keeps a related item that has since been deleted, but checks a newly chosen one', () => {
    const linked = given({ ...created, data: { ...created.data, contentId: 'gone' } });
    expect(decideUpdateTask(update({ changes: { contentId: 'gone', title: 'New title' } }), linked, now)).toEqual([
      { type: 'TaskEdited', data: { taskId: 't1', changes: { title: 'New title' } } },
    ]);
    expect(decideUpdateTask(update({ changes: { contentId: 'other' } }), linked, now)).toMatchObject({ code: 'TASK_CONTENT_INVALID' });
    expect(decideUpdateTask(update({ changes: { contentId: null } }), linked, now)).toEqual([{ type: 'TaskEdited', data: { taskId: 't1', changes: { contentId: null } } }]);
  });

  it.each([
    ['a missing task', given()],
    ["another workspace's task", given({ ...created, data: { ...created.data, workspaceId: 'w2' } })],
    ['a deleted task', given(created, { type: 'TaskDeleted', data: { taskId: 't1' } })],
  ])('answers %s as not found, for update and delete', (_, state) => {
    expect(decideUpdateTask(update({ status: 'completed' }), state, now)).toMatchObject({ code: 'TASK_NOT_FOUND', kind: 'not_found' });
    expect(decideDeleteTask({ taskId: 't1', workspaceId: 'w1' }, state)).toMatchObject({ code: 'TASK_NOT_FOUND' });
  });

  it('deletes a task', () => {
    expect(decideDeleteTask({ taskId: 't1', workspaceId: 'w1' }, given(created))).toEqual([{ type: 'TaskDeleted', data: { taskId: 't1' } }]);
  });
});
