/** The user's keys in one workspace (the session's current one), newest first, revoked ones included; never a secret. */
export class ListApiKeysQuery {
  constructor(
    readonly userId: string,
    readonly workspaceId: string,
  ) {}
}
