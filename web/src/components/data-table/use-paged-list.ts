import type { Page, SortOrder } from '@freshwatch/contracts';
import { DEFAULT_PAGE_LIMIT } from '@freshwatch/contracts/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Option } from '@/components/ui/select-field';
import { api } from '@/lib/api';
import type { Pagination } from './data-table-footer';

/** How long typing pauses before the search goes to the server: one request per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

const ALL = 'all';

/** A select above a paged table whose choice becomes one query parameter ('status=fresh'); 'all' sends none. */
export interface ServerFilter {
  /** The query parameter the choice is sent as. */
  param: string;
  /** Names the select for assistive technology ('Status filter'). */
  label: string;
  /** The first choice's label ('All Status'). */
  allLabel: string;
  options: Option<string>[];
}

/** A server filter from a value → label map, in the map's order. */
export function serverFilter(param: string, label: string, allLabel: string, labels: Record<string, string>): ServerFilter {
  return { param, label, allLabel, options: Object.entries(labels).map(([value, optionLabel]) => ({ value, label: optionLabel })) };
}

export interface SortState<Sort extends string> {
  sort: Sort | undefined;
  order: SortOrder;
  /** A header's click: its field ascending, or the other direction when it is already the sorted field. */
  toggle: (field: Sort) => void;
}

/** Any list's sort, as the table's headers see it: they only pass back the `sortBy` their column names. */
export interface ColumnSort {
  sort: string | undefined;
  order: SortOrder;
  toggle: (field: never) => void;
}

interface PagedListOptions {
  /** The key all pages of the list share (['content-items', 'page']); each page adds its request to it. */
  queryKey: readonly unknown[];
  /** The paged endpoint ('/api/content-items'). */
  path: string;
  filters?: ServerFilter[];
  /** Parameters every request carries (`assignee=me`). */
  fixedParams?: Record<string, string>;
  limit?: number;
  /** 0 where the list changes in the background (tasks); by default the client's (never stale). */
  staleTime?: number;
}

/** The query string of one page request, its parameters in a fixed order so that equal requests share a cache entry. */
export function pageParams(request: {
  limit: number;
  cursor?: string;
  q?: string;
  sort?: string;
  order?: SortOrder;
  filters?: Record<string, string>;
}): URLSearchParams {
  const params = new URLSearchParams({ limit: String(request.limit) });
  if (request.cursor) params.set('cursor', request.cursor);
  if (request.q) params.set('q', request.q);
  for (const [param, value] of Object.entries(request.filters ?? {})) params.set(param, value);
  if (request.sort) {
    params.set('sort', request.sort);
    params.set('order', request.order ?? 'asc');
  }
  return params;
}

/** One page of a paged list: the pages' shared key plus the request, so equal requests share one cache entry. */
export function pageQueryOptions<Row>(queryKey: readonly unknown[], path: string, params: URLSearchParams) {
  const search = params.toString();
  return queryOptions({
    queryKey: [...queryKey, search],
    queryFn: () => api.get<Page<Row>>(`${path}?${search}`),
  });
}

interface ListRequest<Sort extends string> {
  q: string;
  /** The filters' choices by query parameter; 'all' is left out. */
  chosen: Record<string, string>;
  sorting: { sort: Sort | undefined; order: SortOrder };
  cursors: (string | undefined)[];
}

const FIRST_REQUEST: ListRequest<never> = { q: '', chosen: {}, sorting: { sort: undefined, order: 'asc' }, cursors: [undefined] };

// One empty list for every table without filters, so that the effect below keeps its dependencies between renders.
const NO_FILTERS: ServerFilter[] = [];

/**
 * A list paged, searched, filtered and sorted by the server (contracts/src/paging.ts): the page's rows and total,
 * and what the toolbar, the sortable headers and the footer need. Previous/Next walk a stack of cursors, so going
 * back shows exactly the page seen before; a new search, filter or sort starts again at page 1. The previous page
 * stays on screen while the next one loads, so paging never flashes an empty table.
 */
export function usePagedList<Row, Sort extends string = string>({
  queryKey,
  path,
  filters = NO_FILTERS,
  fixedParams,
  limit = DEFAULT_PAGE_LIMIT,
  staleTime,
}: PagedListOptions) {
  const [searchText, setSearchText] = useState('');
  // One state for the question and the pages walked through its answer: whatever changes the question starts again
  // at the first page in the same update (another question's cursors mean nothing). cursors[i] opens page i + 1.
  const [request, setRequest] = useState<ListRequest<Sort>>(FIRST_REQUEST);
  const ask = (change: Partial<Omit<ListRequest<Sort>, 'cursors'>>) => setRequest((current) => ({ ...current, ...change, cursors: [undefined] }));
  const { q, chosen, sorting, cursors } = request;

  useEffect(() => {
    const timer = setTimeout(() => {
      const text = searchText.trim();
      setRequest((current) => (current.q === text ? current : { ...current, q: text, cursors: [undefined] }));
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const cursor = cursors[cursors.length - 1];
  const params = pageParams({ limit, cursor, q, sort: sorting.sort, order: sorting.order, filters: { ...fixedParams, ...chosen } });
  const query = useQuery({
    ...pageQueryOptions<Row>(queryKey, path, params),
    placeholderData: keepPreviousData,
    ...(staleTime === undefined ? {} : { staleTime }),
  });
  const page = query.data;
  const pageNumber = cursors.length;
  const nextCursor = query.isPlaceholderData ? null : page?.nextCursor;

  const pagination: Pagination = {
    page: pageNumber,
    pageCount: Math.max(1, Math.ceil((page?.total ?? 0) / limit)),
    onPrevious: pageNumber > 1 ? () => setRequest((current) => ({ ...current, cursors: current.cursors.slice(0, -1) })) : undefined,
    onNext: nextCursor ? () => setRequest((current) => ({ ...current, cursors: [...current.cursors, nextCursor] })) : undefined,
  };

  const sort: SortState<Sort> = {
    ...sorting,
    toggle: (field) => ask({ sorting: { sort: field, order: sorting.sort === field && sorting.order === 'asc' ? 'desc' : 'asc' } }),
  };

  const filterControls = filters.map((filter) => ({
    label: filter.label,
    value: chosen[filter.param] ?? ALL,
    options: [{ value: ALL, label: filter.allLabel }, ...filter.options],
    onChange: (value: string) => {
      const { [filter.param]: _old, ...rest } = chosen;
      ask({ chosen: value === ALL ? rest : { ...rest, [filter.param]: value } });
    },
  }));

  return {
    rows: page?.items ?? [],
    total: page?.total ?? 0,
    /** No page has arrived yet (the first load). */
    loading: query.isPending,
    error: query.error,
    search: { value: searchText, onChange: setSearchText },
    filters: filterControls,
    sort,
    pagination,
  };
}
