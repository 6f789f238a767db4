/** The signed-in account as the web app sees it: in the workspace its session works in (the session's choice, when set). */
export class GetCurrentUserQuery {
  constructor(
    readonly userId: string,
    readonly workspaceId: string | null = null,
  ) {}
}
