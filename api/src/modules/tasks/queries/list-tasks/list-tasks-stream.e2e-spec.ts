import type { Task } from '@freshwatch/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { rawBody as bytes, strictUtf8 as utf8 } from '../../../../../test/parse-csv';
import { SignedIn, useTestApp } from '../../../../../test/test-app';
import { TaskRow, toTask } from '../../projections/tasks/task.entity';
import { ListTasksQuery } from './list-tasks.query';

/**
 * GET /api/tasks without paging parameters, streamed in batches: the same bytes as the Task[] it answered in one
 * piece, for everyone's tasks and for one assignee's, and the same tasks whatever the batch size.
 */
describe('GET /api/tasks, the whole list streamed', () => {
  let owner: SignedIn;

  /** The list as it was read before it was streamed: every row at once, then JSON as Nest wrote a Task[]. */
  const readAtOnce = async (assigneeId: string | null = null): Promise<string> => {
    const rows = await app.running.app
      .get(DataSource)
      .getRepository(TaskRow)
      .find({
        where: assigneeId ? { workspaceId: owner.user.workspaceId, assigneeId } : { workspaceId: owner.user.workspaceId },
        order: { createdAt: 'DESC', id: 'ASC' },
      });
    return JSON.stringify(rows.map(toTask));
  };

  const app = useTestApp();
  beforeAll(async () => {
    owner = await app.signUp();
    for (let i = 0; i < 7; i++) {
      const assigneeId = i % 2 === 0 ? owner.user.id : null;
      await owner.agent
        .post('/api/tasks')
        .send({ title: `Task ${i} "ünï"`, description: i === 3 ? 'Some words' : undefined, assigneeId })
        .expect(201);
    }
  });

  it('answers byte for byte the list it answered in one piece', async () => {
    const response = await owner.agent.get('/api/tasks').set('Accept-Encoding', 'identity').buffer(true).parse(bytes).expect(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(utf8(response.body))).toHaveLength(7);
    expect(utf8(response.body)).toBe(await readAtOnce());
    const mine = await owner.agent.get('/api/tasks?assignee=me').buffer(true).parse(bytes).expect(200);
    expect(JSON.parse(utf8(mine.body))).toHaveLength(4);
    expect(utf8(mine.body)).toBe(await readAtOnce(owner.user.id));
    const empty = await app.signUp();
    expect(utf8((await empty.agent.get('/api/tasks').buffer(true).parse(bytes).expect(200)).body)).toBe('[]');
  });

  it('reads the same tasks in the same order in batches of 2', async () => {
    const batches: AsyncGenerator<Task[]> = await app.running.app.get(QueryBus).execute(new ListTasksQuery(owner.user.workspaceId, null, 2));
    const sizes: number[] = [];
    const tasks: Task[] = [];
    for await (const batch of batches) {
      sizes.push(batch.length);
      tasks.push(...batch);
    }
    expect(sizes).toEqual([2, 2, 2, 1]);
    expect(JSON.stringify(tasks)).toBe(await readAtOnce());
  });
});
