/** Every live task of a workspace, newest first; only those assigned to `assigneeId` when it is given. */
export class ListTasksQuery {
  constructor(
    readonly workspaceId: string,
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
