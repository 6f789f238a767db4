/** Every live item of a workspace, newest first, as a ready JSON array (see ContentItemRow.document). */
export class ListContentItemsQuery {
  constructor(readonly workspaceId: string) {}
}

/** One item as JSON text, or null when it does not exist in this workspace. */
export class GetContentItemQuery {
  constructor(
    readonly workspaceId: string,
    readonly contentId: string,
  ) {}
}
