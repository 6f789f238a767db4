/** The person works in `workspaceId` from now on, and lands there at the next sign-in; the caller checked membership. */
export class ChooseWorkspaceCommand {
  constructor(
    readonly userId: string,
    readonly workspaceId: string,
  ) {}
}
