import type { ContentItem, Page } from '@freshwatch/contracts';
import type { Call } from './fetch-mock';

/**
 * A stand-in for the API's paged list (contracts/src/paging.ts) over an array, for the paged screens' tests: `q`
 * searches the given fields, any other known parameter must be one of the row's values for it, `sort`/`order` sort, `limit`
 * and `cursor` page. Its cursor is an offset; the client treats cursors as opaque, so that is enough.
 */
export function pagedReply<Row>(
  rows: Row[],
  {
    searchIn,
    fields = {},
    sorts = {},
  }: {
    searchIn: (row: Row) => (string | null)[];
    fields?: Record<string, (row: Row) => unknown>;
    sorts?: Record<string, (row: Row) => string | number | null>;
  },
) {
  return ({ query }: Call): { body: Page<Row> } => {
    const q = query.get('q')?.toLowerCase();
    let matching = rows.filter((row) => !q || searchIn(row).some((field) => field?.toLowerCase().includes(q)));
    for (const [param, valueOf] of Object.entries(fields)) {
      const wanted = query.get(param);
      if (wanted) matching = matching.filter((row) => [valueOf(row)].flat().some((value) => wanted.split(',').includes(String(value))));
    }
    const sort = query.get('sort');
    if (sort) {
      const keyOf = sorts[sort];
      if (!keyOf) throw new Error(`pagedReply: no sort ${sort}`);
      const direction = query.get('order') === 'desc' ? -1 : 1;
      matching = [...matching].sort((a, b) => {
        const [x, y] = [keyOf(a) ?? '', keyOf(b) ?? ''];
        return x < y ? -direction : x > y ? direction : 0;
      });
    }
    const limit = Number(query.get('limit') ?? 50);
    const offset = Number(query.get('cursor') ?? 0);
    const items = matching.slice(offset, offset + limit);
    return { body: { items, total: matching.length, nextCursor: offset + limit < matching.length ? String(offset + limit) : null } };
  };
}

/** GET /api/content-items over these items: a page for a paged request, the whole list without parameters (as the API answers). */
export function contentListReply(list: ContentItem[]) {
  const page = pagedReply(list, {
    searchIn: (item) => [item.title, item.url],
    fields: {
      status: (item) => item.status,
      type: (item) => item.contentType,
      analysis: (item) => (!item.analysis ? 'unanalyzed' : item.analysis.issues.length > 0 ? ['analyzed', 'with_issues'] : 'analyzed'),
    },
    sorts: {
      title: (item) => item.title,
      health: (item) => item.healthScore,
      lastUpdated: (item) => item.lastUpdated,
      lastAnalyzed: (item) => item.lastAnalyzed,
    },
  });
  return (call: Call) => {
    // `ids` alone answers those items as a list, as the API does (the items of a page of tasks).
    const ids = call.query.get('ids');
    if (ids !== null && [...call.query.keys()].length === 1) return { body: list.filter((item) => ids.split(',').includes(item.id)) };
    return [...call.query.keys()].length === 0 ? { body: list } : page(call);
  };
}
