/**
 * The ids among `contentIds` that are not live items of the workspace (another workspace's items count as
 * missing): for modules that refer to items, a task's related item or the items of a bulk refresh.
 */
export class FindMissingContentItemsQuery {
  constructor(
    readonly workspaceId: string,
    readonly contentIds: string[],
  ) {}
}
