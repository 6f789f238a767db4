import type { ComparisonResult, ContentItem, ContentStats, ScrapedPage, ScrapeContentRequest, SourceUrl, UpdateContentItemRequest } from '@freshwatch/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const contentItemsQueryOptions = () =>
  queryOptions({
    queryKey: ['content-items'] as const,
    queryFn: () => api.get<ContentItem[]>('/api/content-items'),
  });

export const contentStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['analytics', 'content-stats'] as const,
    queryFn: () => api.get<ContentStats>('/api/analytics/content-stats'),
  });

/** Every content mutation changes the list and the counts derived from it; both are reloaded, nothing else. */
export function invalidateContent(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: contentItemsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: contentStatsQueryOptions().queryKey }),
  ]).then(() => undefined);
}

/** What the add/edit form sends (brief, section 7): the editable fields of a content item. */
export type ContentItemPayload = Pick<ContentItem, 'title' | 'url' | 'contentType' | 'content' | 'aiPrompt' | 'checkSchedule'>;

/** A new item also says where it starts: fresh, never analysed, health 0 (brief, section 4). */
export type CreateContentItemPayload = ContentItemPayload & Pick<ContentItem, 'status' | 'healthScore' | 'lastUpdated'>;

export type NewSourceUrl = Pick<SourceUrl, 'url' | 'description'>;

export const contentApi = {
  /** Imports send only title, url, type and schedule; the server fills in the rest. */
  create: (payload: Pick<CreateContentItemPayload, 'title' | 'url'> & Partial<CreateContentItemPayload>) => api.post<ContentItem>('/api/content-items', payload),
  update: (id: string, request: UpdateContentItemRequest) => api.patch<ContentItem>(`/api/content-items/${encodeURIComponent(id)}`, request),
  remove: (id: string) => api.delete(`/api/content-items/${encodeURIComponent(id)}`),
  addSourceUrl: (id: string, source: NewSourceUrl) => api.post<SourceUrl>(`/api/content-items/${encodeURIComponent(id)}/source-urls`, source),
  /** 200 with the analysed item; 422 with the reason a person understands when the page could not be fetched. */
  analyze: (id: string) => api.post<ContentItem>(`/api/content-items/${encodeURIComponent(id)}/analyze`),
  compare: (id: string) => api.post<ComparisonResult>(`/api/content-items/${encodeURIComponent(id)}/compare`),
  scrapeTitle: (url: string) => api.post<Partial<ScrapedPage> | undefined>('/api/scrape-content', { url } satisfies ScrapeContentRequest),
};
