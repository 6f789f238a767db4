/** A person's role in a workspace, or null when they are not a member (another module's check, e.g. a task's assignee). */
export class FindMemberRoleQuery {
  constructor(
    readonly workspaceId: string,
    readonly userId: string,
  ) {}
}
