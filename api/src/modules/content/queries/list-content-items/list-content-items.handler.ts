import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { ContentSort } from '@freshwatch/contracts';
import { keysetPage, type SortKey } from '../../../../shared/paging/keyset-page';
import { newestFirstBatches } from '../../../../shared/paging/newest-first-batches';
import { likePattern } from '../../../../shared/paging/page-query';
import { ANALYSIS_CONDITION_OF, ANALYSIS_STATES_OF } from './analysis-states';
import { GetContentItemQuery, ListContentItemsPageQuery, ListContentItemsQuery } from './list-content-items.query';

/** The whole list, newest first, a batch of stored documents at a time: 100,000 items are never one string in memory. */
@QueryHandler(ListContentItemsQuery)
export class ListContentItemsHandler implements IQueryHandler<ListContentItemsQuery, AsyncGenerator<string[]>> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ workspaceId, ids, updatedSince, batch }: ListContentItemsQuery): Promise<AsyncGenerator<string[]>> {
    const batches = newestFirstBatches<{ id: string; document: string }>(this.dataSource, {
      table: 'content_items',
      select: 'id, document',
      where: ['workspace_id = $1', '($2::uuid[] IS NULL OR id = ANY($2::uuid[]))', '($3::timestamptz IS NULL OR updated_at > $3::timestamptz)'],
      params: [workspaceId, ids, updatedSince],
      batch,
    });
    return (async function* () {
      for await (const rows of batches) yield rows.map((row) => row.document);
    })();
  }
}

/**
 * Each sort's key, exactly as the indexes of migration 1764500000000 write it (an expression index serves only
 * the same expression). Never-analysed or never-updated items have no date: they sort as the oldest.
 */
const CONTENT_SORT_KEYS: Record<ContentSort, SortKey> = {
  created: { sql: 'created_at', type: 'timestamptz' },
  title: { sql: 'lower(title)', type: 'text' },
  health: { sql: 'health_score', type: 'real' },
  lastAnalyzed: { sql: "coalesce(last_analyzed, '-infinity'::timestamptz)", type: 'timestamptz' },
  lastUpdated: { sql: "coalesce(last_updated, '-infinity'::timestamptz)", type: 'timestamptz' },
};

/** The most matches of the status, type and analysis filters that are sorted apart rather than found by walking the sort's index. */
const SORT_MATCHES_UP_TO = 2_000;

@QueryHandler(ListContentItemsPageQuery)
export class ListContentItemsPageHandler implements IQueryHandler<ListContentItemsPageQuery, string> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ workspaceId, filter, page, statuses, types, analysis }: ListContentItemsPageQuery): Promise<string> {
    const states = analysis === null ? null : ANALYSIS_STATES_OF[analysis];
    const params: unknown[] = [workspaceId];
    const where = ['workspace_id = $1'];
    const add = (condition: (parameter: string) => string, value: unknown) => {
      params.push(value);
      where.push(condition(`$${params.length}`));
    };
    if (filter.ids !== null) add((p) => `id = ANY(${p}::uuid[])`, filter.ids);
    if (filter.updatedSince !== null) add((p) => `updated_at > ${p}::timestamptz`, filter.updatedSince);
    // The status filter is by standing: fresh means checked and fresh; not_checked and check_failed have their own values.
    if (statuses !== null) add((p) => `standing = ANY(${p}::text[])`, statuses);
    if (types !== null) add((p) => `content_type = ANY(${p}::text[])`, types);
    if (analysis !== null) where.push(ANALYSIS_CONDITION_OF[analysis]);
    // ILIKE with a pattern of three or more characters is answered by the trigram indexes on title and url.
    if (page.q !== null) add((p) => `(title ILIKE ${p} OR url ILIKE ${p})`, likePattern(page.q));
    // The kept counts answer every combination of status, type and analysis filters; a search or a list of ids
    // or changes since a moment is counted.
    const counts =
      page.q === null && filter.ids === null && filter.updatedSince === null ? await keptCounts(this.dataSource, workspaceId, statuses, types, states) : null;
    const { rows, total, totalCapped, nextCursor } = await keysetPage<ContentSort, { document: string }>(this.dataSource, {
      table: 'content_items',
      select: 'id, document',
      where,
      params,
      sortKeys: CONTENT_SORT_KEYS,
      page,
      knownTotal: counts?.matching,
      // Filters that keep few items: sorting their matches costs little, where walking the sort's index could step
      // over most of the workspace first (status=outdated sorted by health, highest first, passes every fresh
      // item). Past a few thousand matches, sorting them costs more than a walk usually does (measured in
      // docs/benchmarks.md: 6,667 matches took 37 ms to sort against 7 ms to walk).
      matchesFirst: page.q !== null || (counts !== null && counts.matching < counts.all && counts.matching <= SORT_MATCHES_UP_TO),
    });
    // The documents are the API's JSON already (ContentItemRow.document): the page is assembled as text.
    const capped = totalCapped ? ',"totalCapped":true' : '';
    return `{"items":[${rows.map((row) => row.document).join(',')}],"total":${total}${capped},"nextCursor":${JSON.stringify(nextCursor)}}`;
  }
}

/** How many of a workspace's items there are, and how many have these standings, types and analysis states (null: any), from content_item_counts. */
async function keptCounts(
  dataSource: DataSource,
  workspaceId: string,
  statuses: string[] | null,
  types: string[] | null,
  states: string[] | null,
): Promise<{ all: number; matching: number }> {
  const [counts] = await dataSource.query(
    `SELECT coalesce(sum(items), 0)::int AS "all",
            coalesce(sum(items) FILTER (WHERE ($2::text[] IS NULL OR standing = ANY($2::text[]))
                                          AND ($3::text[] IS NULL OR content_type = ANY($3::text[]))
                                          AND ($4::text[] IS NULL OR analysis_state = ANY($4::text[]))), 0)::int AS matching
       FROM content_item_counts
      WHERE workspace_id = $1`,
    [workspaceId, statuses, types, states],
  );
  return counts;
}

@QueryHandler(GetContentItemQuery)
export class GetContentItemHandler implements IQueryHandler<GetContentItemQuery, string | null> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ workspaceId, contentId }: GetContentItemQuery): Promise<string | null> {
    const [row] = await this.dataSource.query(`SELECT document AS item FROM content_items WHERE workspace_id = $1 AND id = $2`, [workspaceId, contentId]);
    return row?.item ?? null;
  }
}
