import type { Task } from '@freshwatch/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { TaskRow, toTask } from '../../projections/tasks/task.entity';
import { GetTaskQuery, ListTasksQuery } from './list-tasks.query';

@QueryHandler(ListTasksQuery)
export class ListTasksHandler implements IQueryHandler<ListTasksQuery, Task[]> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ workspaceId, assigneeId }: ListTasksQuery): Promise<Task[]> {
    const rows = await this.dataSource.getRepository(TaskRow).find({ where: assigneeId ? { workspaceId, assigneeId } : { workspaceId }, order: { createdAt: 'DESC', id: 'ASC' } });
    return rows.map(toTask);
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
