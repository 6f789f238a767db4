import type {
  AiSuggestion,
  AnalysisJobProgress,
  BulkAnalysisStarted,
  ComparisonResult,
  HealthHistoryEntry,
  WritingField,
} from '@freshwatch/contracts';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { contentItemsQueryOptions } from './content-queries';

const itemPath = (id: string) => `/api/content-items/${encodeURIComponent(id)}`;

/**
 * One row per analysis, oldest first. The key sits under 'content-items' so that invalidating the content list
 * after an analysis also reloads the history of any item being viewed.
 */
export const healthHistoryQueryOptions = (contentId: string) =>
  queryOptions({
    queryKey: [...contentItemsQueryOptions().queryKey, contentId, 'health-history'] as const,
    queryFn: () => api.get<HealthHistoryEntry[]>(`${itemPath(contentId)}/health-history`),
  });

/** How often a running bulk refresh is asked for its progress. */
export const JOB_POLL_MS = 1000;

/**
 * A bulk refresh's progress. This is the one query that polls (the brief's cache otherwise never refetches by
 * itself): it asks every second until the job reports completed, then stops.
 */
export const analysisJobQueryOptions = (jobId: string | null) =>
  queryOptions({
    queryKey: ['analysis-jobs', jobId] as const,
    queryFn: jobId ? () => api.get<AnalysisJobProgress>(`/api/analysis-jobs/${encodeURIComponent(jobId)}`) : skipToken,
    refetchInterval: (query) => (query.state.data?.status === 'completed' ? false : JOB_POLL_MS),
  });

/**
 * The last comparison of an item's sources made from this browser. The API keeps each source's latest outcome
 * only in its own read model (the item does not carry it), so the view dialog can show only what a compare reply
 * in this session said. Nothing fetches this key; the compare action fills it.
 */
export const sourceComparisonQueryOptions = (contentId: string) =>
  queryOptions<{ result: ComparisonResult; comparedAt: string }>({
    queryKey: ['source-comparisons', contentId] as const,
    queryFn: skipToken,
  });

export interface WritingRequest {
  text: string;
  field: WritingField;
  context: string;
  selectedText: string;
}

export const analysisApi = {
  bulkAnalyze: (contentIds: string[]) => api.post<BulkAnalysisStarted>('/api/content-items/bulk-analyze', { contentIds }),
  suggest: (request: WritingRequest) => api.post<{ suggestions: AiSuggestion[] }>('/api/ai-writing-assistant', request),
};
