/**
 * Every event of an item, oldest first, as stored (with hashes): the item's history, also once it is deleted.
 * Answers null when the item does not exist or belongs to another workspace.
 */
export class GetContentItemEventsQuery {
  constructor(
    readonly workspaceId: string,
    readonly contentId: string,
  ) {}
}
