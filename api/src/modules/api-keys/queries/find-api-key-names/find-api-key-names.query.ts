/** The names of a workspace's API keys by id, revoked ones included (another module's labels); other ids are left out. */
export class FindApiKeyNamesQuery {
  constructor(
    readonly workspaceId: string,
    readonly keyIds: readonly string[],
  ) {}
}
