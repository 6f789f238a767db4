/**
 * The names of people who belong or belonged to a workspace, by user id: their name, or their e-mail when they
 * gave no name (another module's labels, e.g. who acted in an item's history). A person who has left keeps the
 * name their account has; an id of someone who never belonged to the workspace is left out.
 */
export class FindPeopleNamesQuery {
  constructor(
    readonly workspaceId: string,
    readonly userIds: readonly string[],
  ) {}
}
