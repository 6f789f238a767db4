import type { TaskPriority, TaskSort, TaskStatus } from '@freshwatch/contracts';
import type { PageQuery } from '../../../../shared/paging/page-query';

/** Every live task of a workspace, newest first, in batches; only those assigned to `assigneeId` when it is given. */
export class ListTasksQuery {
  constructor(
    readonly workspaceId: string,
    readonly assigneeId: string | null = null,
    /** Tasks a database round trip: memory holds one batch, however long the list. */
    readonly batch = 1_000,
  ) {}
}

/** One page of a workspace's tasks (contracts' TaskPage), filtered (by assignee too), searched and sorted in Postgres. */
export class ListTasksPageQuery {
  constructor(
    readonly workspaceId: string,
    readonly page: PageQuery<TaskSort>,
    readonly statuses: TaskStatus[] | null,
    readonly priorities: TaskPriority[] | null,
    readonly assigneeId: string | null = null,
  ) {}
}

/** One task, or null when it does not exist in this workspace. */
export class GetTaskQuery {
  constructor(
    readonly workspaceId: string,
    readonly taskId: string,
  ) {}
}
