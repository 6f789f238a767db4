/**
 * The ids of every live item of the workspace, and nothing else of them: for modules that act on the whole
 * workspace, the 'Refresh All' of a bulk analysis, without loading 100,000 items' documents.
 */
export class ListContentItemIdsQuery {
  constructor(readonly workspaceId: string) {}
}
