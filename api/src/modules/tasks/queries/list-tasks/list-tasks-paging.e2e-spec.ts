import { TASK_SORTS, SORT_ORDERS, type Task, type TaskPage } from '@freshwatch/contracts';
import { SignedIn, useTestApp } from '../../../../../test/test-app';

/** GET /api/tasks with paging parameters: keyset pages, filters, search and the 400s. */
describe('tasks, paged on the server', () => {
  let alice: SignedIn;
  let bob: SignedIn;
  const tasks: Task[] = [];
  const PRIORITIES = ['low', 'medium', 'high'];
  const STATUSES = ['pending', 'in_progress', 'completed'];

  const app = useTestApp();
  beforeAll(async () => {
    alice = await app.signUp();
    bob = await app.signUp();
    for (let i = 0; i < 14; i++) {
      const { body } = await alice.agent
        .post('/api/tasks')
        .send({ title: i % 2 ? `Review ${i % 4}` : `review ${i % 4}`, priority: PRIORITIES[i % 3] })
        .expect(201);
      const status = STATUSES[i % 3];
      tasks.push(status === 'pending' ? body : (await alice.agent.patch(`/api/tasks/${body.id}`).send({ status }).expect(200)).body);
    }
    await bob.agent.post('/api/tasks').send({ title: 'Review of Bob' }).expect(201);
  });

  it('without paging parameters still answers every task as an array', async () => {
    const { body } = await alice.agent.get('/api/tasks').expect(200);
    expect(body).toHaveLength(tasks.length);
  });

  const rank = (list: string[], value: string) => list.indexOf(value);
  const sortKey: Record<string, (task: Task) => string | number> = {
    created: (task) => task.createdAt,
    title: (task) => task.title.toLowerCase(),
    priority: (task) => rank(PRIORITIES, task.priority),
    status: (task) => rank(STATUSES, task.status),
  };

  for (const sort of TASK_SORTS) {
    for (const order of SORT_ORDERS) {
      it(`pages through every task exactly once, sorted by ${sort} ${order}`, async () => {
        const ids: string[] = [];
        let cursor: string | null = null;
        do {
          const page: TaskPage = (await alice.agent.get(`/api/tasks?sort=${sort}&order=${order}&limit=3${cursor ? `&cursor=${cursor}` : ''}`).expect(200)).body;
          expect(page.total).toBe(tasks.length);
          ids.push(...page.items.map((task) => task.id));
          cursor = page.nextCursor;
        } while (cursor !== null && ids.length <= tasks.length);
        const expected = [...tasks].sort((a, b) => {
          const [x, y] = [sortKey[sort](a), sortKey[sort](b)];
          const compared = x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : 1;
          return order === 'asc' ? compared : -compared;
        });
        expect(ids).toEqual(expected.map((task) => task.id));
      });
    }
  }

  it("filters by status and priority and searches the title; never shows another workspace's tasks", async () => {
    const page: TaskPage = (await alice.agent.get('/api/tasks?status=completed,in_progress&priority=high').expect(200)).body;
    const expected = tasks.filter((task) => task.status !== 'pending' && task.priority === 'high');
    expect(page.items.map((task) => task.id).sort()).toEqual(expected.map((task) => task.id).sort());
    expect(page.total).toBe(expected.length);
    const search: TaskPage = (await alice.agent.get('/api/tasks?q=REVIEW%202').expect(200)).body;
    expect(search.items.map((task) => task.id).sort()).toEqual(
      tasks
        .filter((task) => task.title.toLowerCase() === 'review 2')
        .map((task) => task.id)
        .sort(),
    );
    const bobs: TaskPage = (await bob.agent.get('/api/tasks?q=review').expect(200)).body;
    expect(bobs.items.map((task) => task.title)).toEqual(['Review of Bob']);
  });

  it.each([
    ['limit=500', 'limit must be a whole number from 1 to 200'],
    ['sort=dueDate', 'sort must be one of: created, title, priority, status'],
    ['priority=urgent', 'priority must be one or more of: low, medium, high (comma-separated)'],
    ['status=done', 'status must be one or more of: pending, in_progress, completed (comma-separated)'],
    ['cursor=%5B%5D', "cursor must be a previous page's nextCursor"],
  ])('refuses %s with a 400 naming the parameter', async (query, message) => {
    expect((await alice.agent.get(`/api/tasks?${query}`).expect(400)).body.message).toBe(message);
  });
});
