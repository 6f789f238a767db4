import type { ContentAnalysisFilter, ContentSort, ContentStanding, ContentType } from '@freshwatch/contracts';
import type { PageQuery } from '../../../../shared/paging/page-query';
import type { ListFilter } from './list-filter';

/** Every live item of a workspace, newest first, as batches of ready JSON documents (see ContentItemRow.document). */
export class ListContentItemsQuery {
  constructor(
    readonly workspaceId: string,
    /** Only these items (the WordPress plugin's health pull: many items in one request); others' ids are left out. */
    readonly ids: string[] | null = null,
    /** Only items whose last event happened after this moment. */
    readonly updatedSince: Date | null = null,
    /** Items a database round trip: memory holds one batch, however long the list. */
    readonly batch = 1_000,
  ) {}
}

/**
 * One page of a workspace's items as ready JSON (`{"items":[...],"total":N,"nextCursor":...}`, contracts'
 * ContentItemPage), filtered, searched and sorted in Postgres.
 */
export class ListContentItemsPageQuery {
  constructor(
    readonly workspaceId: string,
    readonly filter: ListFilter,
    readonly page: PageQuery<ContentSort>,
    /** The status filter, by standing (contracts' page-state.ts). */
    readonly statuses: ContentStanding[] | null,
    readonly types: ContentType[] | null,
    readonly analysis: ContentAnalysisFilter | null = null,
  ) {}
}

/** One item as JSON text, or null when it does not exist in this workspace. */
export class GetContentItemQuery {
  constructor(
    readonly workspaceId: string,
    readonly contentId: string,
  ) {}
}
