/** An item's analyses, oldest first; null when the item is not a live item of the workspace. */
export class GetHealthHistoryQuery {
  constructor(
    readonly workspaceId: string,
    readonly contentId: string,
  ) {}
}
