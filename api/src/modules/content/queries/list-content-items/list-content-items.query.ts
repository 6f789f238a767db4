/** Every live item of a workspace, newest first, as a ready JSON array (see ContentItemRow.document). */
export class ListContentItemsQuery {
  constructor(
    readonly workspaceId: string,
    /** Only these items (the WordPress plugin's health pull: many items in one request); others' ids are left out. */
    readonly ids: string[] | null = null,
    /** Only items whose last event happened after this moment. */
    readonly updatedSince: Date | null = null,
  ) {}
}

/** One item as JSON text, or null when it does not exist in this workspace. */
export class GetContentItemQuery {
  constructor(
    readonly workspaceId: string,
    readonly contentId: string,
  ) {}
}
