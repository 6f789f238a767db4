import { created, fields, given } from '../../domain/task.test-support';
import { decideCreateTask } from './create-task.decide';

describe('creating a task', () => {
  it('creates a pending task', () => {
    expect(decideCreateTask({ taskId: 't1', workspaceId: 'w1', fields, contentExists: false, assigneeIsMember: false }, given())).toEqual([created]);
  });

  it('refuses a related content item that is not a live item of the workspace', () => {
    const withContent = { ...fields, contentId: 'c1' };
    expect(decideCreateTask({ taskId: 't1', workspaceId: 'w1', fields: withContent, contentExists: false, assigneeIsMember: false }, given())).toMatchObject({
      code: 'TASK_CONTENT_INVALID',
      kind: 'invalid',
    });
    expect(decideCreateTask({ taskId: 't1', workspaceId: 'w1', fields: withContent, contentExists: true, assigneeIsMember: false }, given())).toEqual([
      { type: 'TaskCreated', data: { ...created.data, contentId: 'c1' } },
    ]);
  });

  it('refuses to create the same id twice', () => {
    expect(decideCreateTask({ taskId: 't1', workspaceId: 'w1', fields, contentExists: false, assigneeIsMember: false }, given(created))).toMatchObject({
      code: 'TASK_EXISTS',
    });
  });

  it('assigns it to a member of the workspace, and to nobody else', () => {
    const assigned = { ...fields, assigneeId: 'u2' };
    expect(decideCreateTask({ taskId: 't1', workspaceId: 'w1', fields: assigned, contentExists: false, assigneeIsMember: false }, given())).toMatchObject({
      code: 'TASK_ASSIGNEE_INVALID',
    });
    expect(decideCreateTask({ taskId: 't1', workspaceId: 'w1', fields: assigned, contentExists: false, assigneeIsMember: true }, given())).toEqual([
      { type: 'TaskCreated', data: { ...created.data, assigneeId: 'u2' } },
    ]);
  });
});
