import { created, fields, given, invisibleTasks } from '../../domain/task.test-support';
import { decideEditTask, EditTask } from './edit-task.decide';

const edit = (changes: EditTask['changes'], contentExists = false, assigneeIsMember = false): EditTask => ({
  taskId: 't1',
  workspaceId: 'w1',
  changes,
  contentExists,
  assigneeIsMember,
});

describe('editing a task', () => {
  it('records only the fields an edit really changes', () => {
    expect(decideEditTask(edit({ title: fields.title, priority: 'high', description: 'Prices moved' }), given(created))).toEqual([
      { type: 'TaskEdited', data: { taskId: 't1', changes: { priority: 'high', description: 'Prices moved' } } },
    ]);
    expect(decideEditTask(edit({ title: fields.title }), given(created))).toEqual([]);
  });

  it('keeps a related item that has since been deleted, but checks a newly chosen one', () => {
    const linked = given({ ...created, data: { ...created.data, contentId: 'gone' } });
    expect(decideEditTask(edit({ contentId: 'gone', title: 'New title' }), linked)).toEqual([
      { type: 'TaskEdited', data: { taskId: 't1', changes: { title: 'New title' } } },
    ]);
    expect(decideEditTask(edit({ contentId: 'other' }), linked)).toMatchObject({ code: 'TASK_CONTENT_INVALID' });
    expect(decideEditTask(edit({ contentId: 'other' }, true), linked)).toEqual([
      { type: 'TaskEdited', data: { taskId: 't1', changes: { contentId: 'other' } } },
    ]);
    expect(decideEditTask(edit({ contentId: null }), linked)).toEqual([{ type: 'TaskEdited', data: { taskId: 't1', changes: { contentId: null } } }]);
  });

  it.each(invisibleTasks)('answers %s as not found', (_, state) => {
    expect(decideEditTask(edit({ title: 'x' }), state)).toMatchObject({ code: 'TASK_NOT_FOUND', kind: 'not_found' });
  });

  it('assigns a task from before assignees to a member, records nothing for no change, and refuses a non-member', () => {
    expect(decideEditTask(edit({ assigneeId: null }), given(created))).toEqual([]);
    expect(decideEditTask(edit({ assigneeId: 'u2' }, false, true), given(created))).toEqual([
      { type: 'TaskEdited', data: { taskId: 't1', changes: { assigneeId: 'u2' } } },
    ]);
    expect(decideEditTask(edit({ assigneeId: 'u3' }), given(created))).toMatchObject({ code: 'TASK_ASSIGNEE_INVALID' });
  });
});
