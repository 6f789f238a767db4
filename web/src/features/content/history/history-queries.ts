import type { ContentHistoryEntry } from '@freshwatch/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { contentItemsQueryOptions } from '../content-queries';

const itemPath = (contentId: string) => `/api/content-items/${encodeURIComponent(contentId)}`;

/** Under the items' key, so that every content mutation (which reloads the items) reloads an open history too. */
export const itemHistoryQueryOptions = (contentId: string) =>
  queryOptions({
    queryKey: [...contentItemsQueryOptions().queryKey, contentId, 'history'] as const,
    queryFn: () => api.get<ContentHistoryEntry[]>(`${itemPath(contentId)}/history`),
  });

/** The auditor's export: the item's stored events with their hashes, one JSON object a line. */
export const historyExportUrl = (contentId: string) => `${itemPath(contentId)}/history?format=ndjson`;
