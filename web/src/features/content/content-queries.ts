import type {
  ImportSitemapRequest,
  ImportSitemapResult,
  ComparisonResult,
  ContentItem,
  ExportFormat,
  CreateContentItemRequest,
  ImportContentItemsRequest,
  ImportContentItemsResult,
  PageTitleLookup,
  UpdateContentItemRequest,
  AddSourceUrlRequest,
  ScrapeContentRequest,
} from '@freshwatch/contracts';
import { MAX_LISTED_IDS } from '@freshwatch/contracts/content-intake';
import { DEFAULT_PAGE_LIMIT } from '@freshwatch/contracts/paging';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { pageParams, pageQueryOptions } from '@/components/data-table/use-paged-list';
import { api } from '@/lib/api';

export const contentItemsQueryOptions = () =>
  queryOptions({
    queryKey: ['content-items'] as const,
    queryFn: () => api.get<ContentItem[]>('/api/content-items'),
  });

/** The key every page of the content list shares (usePagedList adds the request); a prefix of the whole list's key, so invalidating the list reloads the pages. */
export const CONTENT_PAGES_KEY = ['content-items', 'page'] as const;

export const CONTENT_LIST_PATH = '/api/content-items';

/** The content table's first page as it opens (no search, filter or sort): the route starts loading it before the screen's code has arrived. */
export const firstContentPageQueryOptions = () =>
  pageQueryOptions<ContentItem>(CONTENT_PAGES_KEY, CONTENT_LIST_PATH, pageParams({ limit: DEFAULT_PAGE_LIMIT }));

/** How many matches a content picker shows at once: typing narrows the search rather than scrolling through more. */
export const CONTENT_SEARCH_LIMIT = 20;

/** The first matches of a search of titles and URLs (every item, newest first, for an empty one); cached among the list's pages, so content mutations reload it. */
export const contentSearchQueryOptions = (q: string) =>
  pageQueryOptions<ContentItem>(CONTENT_PAGES_KEY, CONTENT_LIST_PATH, pageParams({ limit: CONTENT_SEARCH_LIMIT, q }));

/** One item (the view dialog opened from a link, ?item=<id>, whose item need not be on the page shown; a picker's chosen item). */
export const contentItemQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['content-items', 'item', id] as const,
    queryFn: () => api.get<ContentItem>(`/api/content-items/${encodeURIComponent(id)}`),
  });

/**
 * The items named by `ids` (a page of tasks' related items), in one request per MAX_LISTED_IDS instead of one per
 * item; an id that names no item of the workspace (a deleted one) is left out. Under the list's key, so content
 * mutations reload it.
 */
export const contentItemsByIdQueryOptions = (ids: readonly string[]) => {
  const sorted = [...new Set(ids)].sort();
  return queryOptions({
    queryKey: ['content-items', 'ids', sorted] as const,
    queryFn: async () => {
      const parts = Array.from({ length: Math.ceil(sorted.length / MAX_LISTED_IDS) }, (_, i) => sorted.slice(i * MAX_LISTED_IDS, (i + 1) * MAX_LISTED_IDS));
      const replies = await Promise.all(parts.map((part) => api.get<ContentItem[]>(`${CONTENT_LIST_PATH}?ids=${part.join(',')}`)));
      return replies.flat();
    },
    enabled: sorted.length > 0,
  });
};

/** Every item of the workspace as a file (Advanced Data's fields), streamed by the server: see lib/download. */
export const contentExportPath = (format: ExportFormat) => `/api/content-items/export?format=${format}`;

/**
 * Every content mutation changes the list, the figures derived from it (every 'analytics' query, such as the
 * dashboards' summary) and the pages counted against the plan ('N of M pages'); those are reloaded, nothing else.
 */
export function invalidateContent(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: contentItemsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: ['analytics'] }),
    queryClient.invalidateQueries({ queryKey: ['plan-usage'] }),
  ]).then(() => undefined);
}

export const contentApi = {
  /** The item and its source URLs in one request: the server registers both or neither. */
  create: (request: CreateContentItemRequest) => api.post<ContentItem>('/api/content-items', request),
  update: (id: string, request: UpdateContentItemRequest) => api.patch<ContentItem>(`/api/content-items/${encodeURIComponent(id)}`, request),
  remove: (id: string) => api.delete(`/api/content-items/${encodeURIComponent(id)}`),
  /** A source added to an existing item (the Edit dialog); replies with the item. */
  addSourceUrl: (id: string, source: AddSourceUrlRequest) => api.post<ContentItem>(`/api/content-items/${encodeURIComponent(id)}/source-urls`, source),
  /** Every URL of an import in one request; one result per URL, in the order sent. */
  importUrls: (request: ImportContentItemsRequest) => api.post<ImportContentItemsResult>('/api/content-items/import', request),
  /** A whole site from its sitemap (or sitemap index), read by the server. */
  importSitemap: (request: ImportSitemapRequest) => api.post<ImportSitemapResult>('/api/content-items/import-sitemap', request),
  /** 200 with the analysed item; 422 with the reason a person understands when the page could not be fetched. */
  analyze: (id: string) => api.post<ContentItem>(`/api/content-items/${encodeURIComponent(id)}/analyze`),
  compare: (id: string) => api.post<ComparisonResult>(`/api/content-items/${encodeURIComponent(id)}/compare`),
  // 200 whether or not the page could be fetched: an unreachable page is no console error (see PageTitleLookup).
  lookUpTitle: (url: string) => api.post<PageTitleLookup>('/api/page-title', { url } satisfies ScrapeContentRequest),
};
