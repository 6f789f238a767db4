import type TestAgent from 'supertest/lib/agent';
import { useTestApp } from '../../../test/test-app';

describe('tasks over HTTP', () => {
  const app = useTestApp();

  const contentItem = async (agent: TestAgent) =>
    (await agent.post('/api/content-items').send({ title: 'Pricing', url: 'https://site-a.test/pricing' }).expect(201)).body;

  it('creates a pending, medium task without related content by default', async () => {
    const { agent, user } = await app.signUp();
    const response = await agent.post('/api/tasks').send({ title: '  Update the pricing page  ' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Update the pricing page',
      description: null,
      priority: 'medium',
      status: 'pending',
      contentId: null,
      createdAt: expect.any(String),
      completedAt: null,
      assigneeId: null,
      createdBy: user.id,
      completedBy: null,
    });
  });

  it('lists the workspace tasks newest first, and not another workspace’s', async () => {
    const { agent } = await app.signUp();
    const other = await app.signUp();
    await other.agent.post('/api/tasks').send({ title: 'Not yours' }).expect(201);
    for (const title of ['First', 'Second', 'Third']) await agent.post('/api/tasks').send({ title }).expect(201);
    const { body } = await agent.get('/api/tasks').expect(200);
    expect(body.map((t: { title: string }) => t.title)).toEqual(['Third', 'Second', 'First']);
  });

  it('creates a task related to a content item with a priority and description, and lets every filter field be read', async () => {
    const { agent } = await app.signUp();
    const item = await contentItem(agent);
    const { body } = await agent
      .post('/api/tasks')
      .send({ title: 'Check prices', description: 'Q3 prices changed', priority: 'high', contentId: item.id })
      .expect(201);
    expect(body).toMatchObject({ title: 'Check prices', description: 'Q3 prices changed', priority: 'high', status: 'pending', contentId: item.id });
    // The Tasks screen filters by status and priority on the client: both fields come with every task.
    const [listed] = (await agent.get('/api/tasks')).body;
    expect(listed).toMatchObject({ status: 'pending', priority: 'high' });
  });

  it('edits a task: title, description, priority and related content', async () => {
    const { agent } = await app.signUp();
    const item = await contentItem(agent);
    const { body: task } = await agent.post('/api/tasks').send({ title: 'Draft' }).expect(201);
    const { body } = await agent
      .patch(`/api/tasks/${task.id}`)
      .send({ title: 'Final', description: 'Rewrite intro', priority: 'low', contentId: item.id })
      .expect(200);
    expect(body).toMatchObject({ id: task.id, title: 'Final', description: 'Rewrite intro', priority: 'low', contentId: item.id, status: 'pending' });
    const cleared = await agent.patch(`/api/tasks/${task.id}`).send({ description: '', contentId: null }).expect(200);
    expect(cleared.body).toMatchObject({ description: null, contentId: null, title: 'Final' });
  });

  it('completes a task with completedAt, keeps it, and clears it when the task goes back to pending', async () => {
    const { agent } = await app.signUp();
    const { body: task } = await agent.post('/api/tasks').send({ title: 'Ship it' }).expect(201);
    const before = Date.now();
    const sent = new Date().toISOString();
    const done = await agent.patch(`/api/tasks/${task.id}`).send({ status: 'completed', completedAt: sent }).expect(200);
    expect(done.body.status).toBe('completed');
    expect(done.body.completedAt).toBe(sent);
    const listed = (await agent.get('/api/tasks')).body.find((t: { id: string }) => t.id === task.id);
    expect(listed.completedAt).toBe(sent);
    expect(new Date(listed.completedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    // An edit of a completed task keeps its completion time.
    expect((await agent.patch(`/api/tasks/${task.id}`).send({ title: 'Shipped' }).expect(200)).body.completedAt).toBe(sent);

    const back = await agent.patch(`/api/tasks/${task.id}`).send({ status: 'pending', completedAt: null }).expect(200);
    expect(back.body).toMatchObject({ status: 'pending', completedAt: null });
    const progress = await agent.patch(`/api/tasks/${task.id}`).send({ status: 'in_progress' }).expect(200);
    expect(progress.body).toMatchObject({ status: 'in_progress', completedAt: null });
  });

  it('uses the server time for a completion claimed in the future, and when none is sent', async () => {
    const { agent } = await app.signUp();
    const { body: a } = await agent.post('/api/tasks').send({ title: 'A' }).expect(201);
    const future = await agent.patch(`/api/tasks/${a.id}`).send({ status: 'completed', completedAt: '2999-01-01T00:00:00.000Z' }).expect(200);
    expect(new Date(future.body.completedAt).getTime()).toBeLessThanOrEqual(Date.now());
    const { body: b } = await agent.post('/api/tasks').send({ title: 'B' }).expect(201);
    const none = await agent.patch(`/api/tasks/${b.id}`).send({ status: 'completed' }).expect(200);
    expect(Math.abs(new Date(none.body.completedAt).getTime() - Date.now())).toBeLessThan(10_000);
  });

  it('records TaskCreated, TaskEdited, TaskStatusChanged, TaskCompleted and TaskDeleted', async () => {
    const { agent, user } = await app.signUp();
    const { body: task } = await agent.post('/api/tasks').send({ title: 'Audit' }).expect(201);
    await agent.patch(`/api/tasks/${task.id}`).send({ title: 'Audit links', status: 'completed' }).expect(200);
    await agent.delete(`/api/tasks/${task.id}`).expect(204);
    const events = await app.running.dataSource.query(`SELECT type, metadata FROM events WHERE stream_id = $1 ORDER BY version`, [`task-${task.id}`]);
    expect(events.map((e: { type: string }) => e.type)).toEqual(['TaskCreated', 'TaskEdited', 'TaskStatusChanged', 'TaskCompleted', 'TaskDeleted']);
    expect(events[0].metadata).toMatchObject({ workspaceId: user.workspaceId, actorId: user.id });
  });

  it('deletes a task, after which it is gone (404 for a second delete or an edit)', async () => {
    const { agent } = await app.signUp();
    const { body: task } = await agent.post('/api/tasks').send({ title: 'Temporary' }).expect(201);
    await agent.delete(`/api/tasks/${task.id}`).expect(204);
    expect((await agent.get('/api/tasks')).body).toEqual([]);
    await agent.delete(`/api/tasks/${task.id}`).expect(404);
    await agent.patch(`/api/tasks/${task.id}`).send({ title: 'x' }).expect(404);
  });

  it('keeps a task when its related content item is deleted, and lets it be edited as it is', async () => {
    const { agent } = await app.signUp();
    const item = await contentItem(agent);
    const { body: task } = await agent.post('/api/tasks').send({ title: 'Linked', contentId: item.id }).expect(201);
    await agent.delete(`/api/content-items/${item.id}`).expect(204);
    const [kept] = (await agent.get('/api/tasks')).body;
    expect(kept.contentId).toBe(item.id);
    // The Edit dialog sends every field back, the old related item included.
    await agent.patch(`/api/tasks/${task.id}`).send({ title: 'Linked, edited', contentId: item.id, priority: 'high', description: '' }).expect(200);
  });

  it('answers 404 for another workspace’s task, and for ids that are not ids', async () => {
    const owner = await app.signUp();
    const stranger = await app.signUp();
    const { body: task } = await owner.agent.post('/api/tasks').send({ title: 'Private' }).expect(201);
    await stranger.agent.patch(`/api/tasks/${task.id}`).send({ status: 'completed' }).expect(404);
    await stranger.agent.delete(`/api/tasks/${task.id}`).expect(404);
    await owner.agent.patch('/api/tasks/not-a-uuid').send({ title: 'x' }).expect(404);
    expect((await owner.agent.get('/api/tasks')).body[0].status).toBe('pending');
  });

  it('refuses a related content item from another workspace, a deleted one or an unknown one', async () => {
    const { agent } = await app.signUp();
    const other = await app.signUp();
    const foreign = await contentItem(other.agent);
    const deleted = await contentItem(agent);
    await agent.delete(`/api/content-items/${deleted.id}`).expect(204);
    for (const contentId of [foreign.id, deleted.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await agent.post('/api/tasks').send({ title: 'x', contentId });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('contentId must be a content item of this workspace');
    }
    const { body: task } = await agent.post('/api/tasks').send({ title: 'x' }).expect(201);
    expect((await agent.patch(`/api/tasks/${task.id}`).send({ contentId: foreign.id })).status).toBe(400);
  });

  it.each([
    [{}, 'Please enter a task title.'],
    [{ title: '' }, 'Please enter a task title.'],
    [{ title: '   ' }, 'Please enter a task title.'],
    [{ title: 42 }, 'title'],
    [{ title: 'x', priority: 'urgent' }, 'priority'],
    [{ title: 'x', description: 5 }, 'description'],
    [{ title: 'x', status: 'completed' }, 'status'],
  ])('answers 400 naming the field for a create with %j', async (body, message) => {
    const { agent } = await app.signUp();
    const response = await agent.post('/api/tasks').send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
  });

  it.each([[{}], [{ title: '' }], [{ title: '   ' }], [{ title: null }], [{ title: 42 }]])(
    'answers exactly the title-required message for a missing title: %j',
    async (body) => {
      const { agent } = await app.signUp();
      const response = await agent.post('/api/tasks').send(body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Please enter a task title.');
    },
  );

  it('answers 400 for a title that is too long', async () => {
    const { agent } = await app.signUp();
    expect((await agent.post('/api/tasks').send({ title: 'x'.repeat(501) })).body.message).toBe('title must be at most 500 characters long');
  });

  it.each([
    [{ title: '' }, 'Please enter a task title.'],
    [{ status: 'done' }, 'status'],
    [{ completedAt: 'yesterday' }, 'completedAt'],
    [{ priority: 'urgent' }, 'priority'],
    [{ id: 'x' }, 'id'],
  ])('answers 400 naming the field for an update with %j', async (body, message) => {
    const { agent } = await app.signUp();
    const { body: task } = await agent.post('/api/tasks').send({ title: 'Valid' }).expect(201);
    const response = await agent.patch(`/api/tasks/${task.id}`).send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
  });

  it('answers 401 when signed out', async () => {
    await app.anonymous().get('/api/tasks').expect(401);
    await app.anonymous().post('/api/tasks').send({ title: 'x' }).expect(401);
    await app.anonymous().patch('/api/tasks/00000000-0000-4000-8000-000000000000').send({ title: 'x' }).expect(401);
    await app.anonymous().delete('/api/tasks/00000000-0000-4000-8000-000000000000').expect(401);
  });
});
