import type { Task, TaskPage, TaskSort } from '@freshwatch/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { TaskRow, toTask } from '../../projections/tasks/task.entity';
import { keysetPage, type SortKey } from '../../../../shared/paging/keyset-page';
import { newestFirstBatches } from '../../../../shared/paging/newest-first-batches';
import { likePattern } from '../../../../shared/paging/page-query';
import { GetTaskQuery, ListTasksPageQuery, ListTasksQuery } from './list-tasks.query';

/** The whole list, newest first, a batch of tasks at a time (see newestFirstBatches). */
@QueryHandler(ListTasksQuery)
export class ListTasksHandler implements IQueryHandler<ListTasksQuery, AsyncGenerator<Task[]>> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ workspaceId, assigneeId, batch }: ListTasksQuery): Promise<AsyncGenerator<Task[]>> {
    const batches = newestFirstBatches<TaskRow>(this.dataSource, {
      table: 'tasks',
      select: TASK_COLUMNS,
      where: ['workspace_id = $1', '($2::uuid IS NULL OR assignee_id = $2::uuid)'],
      params: [workspaceId, assigneeId],
      batch,
    });
    return (async function* () {
      for await (const rows of batches) yield rows.map(toTask);
    })();
  }
}

/** Each sort's key as the indexes of migration 1764500010000 write it; priority and status sort in their workflow order. */
const TASK_SORT_KEYS: Record<TaskSort, SortKey> = {
  created: { sql: 'created_at', type: 'timestamptz' },
  title: { sql: 'lower(title)', type: 'text' },
  priority: { sql: "array_position(ARRAY['low','medium','high'], priority)", type: 'integer' },
  status: { sql: "array_position(ARRAY['pending','in_progress','completed'], status)", type: 'integer' },
};

const TASK_COLUMNS = `id, workspace_id AS "workspaceId", title, description, priority, status, content_id AS "contentId",
  created_at AS "createdAt", completed_at AS "completedAt", assignee_id AS "assigneeId", created_by AS "createdBy",
  completed_by AS "completedBy"`;

@QueryHandler(ListTasksPageQuery)
export class ListTasksPageHandler implements IQueryHandler<ListTasksPageQuery, TaskPage> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ workspaceId, page, statuses, priorities, assigneeId }: ListTasksPageQuery): Promise<TaskPage> {
    const params: unknown[] = [workspaceId];
    const where = ['workspace_id = $1'];
    const add = (condition: (parameter: string) => string, value: unknown) => {
      params.push(value);
      where.push(condition(`$${params.length}`));
    };
    if (statuses !== null) add((p) => `status = ANY(${p}::text[])`, statuses);
    if (priorities !== null) add((p) => `priority = ANY(${p}::text[])`, priorities);
    if (assigneeId !== null) add((p) => `assignee_id = ${p}`, assigneeId);
    if (page.q !== null) add((p) => `title ILIKE ${p}`, likePattern(page.q));
    const { rows, total, totalCapped, nextCursor } = await keysetPage<TaskSort, TaskRow>(this.dataSource, {
      table: 'tasks',
      select: TASK_COLUMNS,
      where,
      params,
      sortKeys: TASK_SORT_KEYS,
      page,
      matchesFirst: page.q !== null,
    });
    return { items: rows.map(toTask), total, ...(totalCapped ? { totalCapped } : {}), nextCursor };
  }
}

@QueryHandler(GetTaskQuery)
export class GetTaskHandler implements IQueryHandler<GetTaskQuery, Task | null> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ workspaceId, taskId }: GetTaskQuery): Promise<Task | null> {
    const row = await this.dataSource.getRepository(TaskRow).findOneBy({ workspaceId, id: taskId });
    return row ? toTask(row) : null;
  }
}
