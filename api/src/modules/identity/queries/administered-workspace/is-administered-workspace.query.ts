/**
 * Whether the instance administrator (the first account) is an owner of the workspace: billing lifts such a
 * workspace's plan limits (planAllowance in contracts). Answers a boolean.
 */
export class IsAdministeredWorkspaceQuery {
  constructor(readonly workspaceId: string) {}
}
