/** Every live task of a workspace, newest first. */
export class ListTasksQuery {
  constructor(readonly workspaceId: string) {}
}

/** One task, or null when it does not exist in this workspace. */
export class GetTaskQuery {
  constructor(
    readonly workspaceId: string,
    readonly taskId: string,
  ) {}
}
