import type { ContentItem, Task } from './types';

/**
 * Server-side paging of the long lists (GET /api/content-items, GET /api/tasks). A list request that carries any
 * of the paging parameters (limit, cursor, page, q, the filters, sort, order) answers one page of this shape;
 * without any of them the route answers the whole list as a plain array, as the original clients and the
 * WordPress plugin expect.
 *
 * - `limit`: 1 to MAX_PAGE_LIMIT items, DEFAULT_PAGE_LIMIT when left out.
 * - `cursor`: the previous page's `nextCursor` (opaque; keyset paging, stable while items are added or
 *   removed), or `page` (1-based, offset paging, for 'jump to page N'); not both. A cursor only fits the sort
 *   and order it was made for.
 * - `q`: case-insensitive substring of the title or the URL (of the title for tasks).
 * - `sort` names the field, `order` the direction (`asc` or `desc`; `asc` when a sort is given, and newest first
 *   when none is); ties are broken by id, so every item is on exactly one page.
 * - A bad value of any of them is a 400 whose message names the parameter.
 */
export interface Page<T> {
  items: T[];
  /**
   * How many items match the filters, across all pages. Exact unless `totalCapped` is true: a search stops
   * counting at MAX_COUNTED_TOTAL matches rather than read every one of them.
   */
  total: number;
  /**
   * Present and true when counting stopped: more than `total` items match (show 'total+', such as '10,000+').
   * Left out when `total` is exact.
   */
  totalCapped?: true;
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

export type ContentItemPage = Page<ContentItem>;
export type TaskPage = Page<Task>;

export const MAX_PAGE_LIMIT = 200;
export const DEFAULT_PAGE_LIMIT = 50;
export const MAX_SEARCH_LENGTH = 200;
/** The most matches a page's total counts (see Page.totalCapped); counting further would cost more than the page. */
export const MAX_COUNTED_TOTAL = 10_000;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** `created` (newest first) is the default: the order of the unpaged list. */
export const CONTENT_SORTS = ['created', 'title', 'health', 'lastAnalyzed', 'lastUpdated'] as const;
export type ContentSort = (typeof CONTENT_SORTS)[number];

/** Tasks by priority sort low < medium < high. */
export const TASK_SORTS = ['created', 'title', 'priority', 'status'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];

export interface PageRequest<Sort extends string> {
  limit?: number;
  cursor?: string;
  page?: number;
  q?: string;
  sort?: Sort;
  order?: SortOrder;
}

export interface ContentItemPageRequest extends PageRequest<ContentSort> {
  /** One status or several, comma-separated. */
  status?: string;
  /** One content type or several, comma-separated. */
  type?: string;
  /** The Advanced Data screen's filter: analysed items, items never analysed, or analysed items with at least one issue. */
  analysis?: ContentAnalysisFilter;
}

export const CONTENT_ANALYSIS_FILTERS = ['analyzed', 'unanalyzed', 'with_issues'] as const;
export type ContentAnalysisFilter = (typeof CONTENT_ANALYSIS_FILTERS)[number];

export interface TaskPageRequest extends PageRequest<TaskSort> {
  /** One task status or several, comma-separated. */
  status?: string;
  /** One priority or several, comma-separated. */
  priority?: string;
}
