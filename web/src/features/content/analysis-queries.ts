import type {
  AnalysisJobProgress,
  BulkAnalysisStarted,
  BulkAnalyzeRequest,
  HealthHistoryEntry,
  WritingAssistantRequest,
  WritingSuggestions,
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
const JOB_POLL_MS = 1000;

/**
 * A bulk refresh's progress. This is the one query that polls (the app's cache otherwise never refetches by
 * itself): it asks every second until the job reports completed, then stops.
 */
export const analysisJobQueryOptions = (jobId: string | null) =>
  queryOptions({
    queryKey: ['analysis-jobs', jobId] as const,
    queryFn: jobId ? () => api.get<AnalysisJobProgress>(`/api/analysis-jobs/${encodeURIComponent(jobId)}`) : skipToken,
    refetchInterval: (query) => (query.state.data?.status === 'completed' ? false : JOB_POLL_MS),
  });

export const analysisApi = {
  /** The listed items, or with `{ all: true }` every item of the workspace, chosen by the server ('Refresh All'). */
  bulkAnalyze: (selection: BulkAnalyzeRequest) => api.post<BulkAnalysisStarted>('/api/content-items/bulk-analyze', selection),
  suggest: (request: WritingAssistantRequest) => api.post<WritingSuggestions>('/api/ai-writing-assistant', request),
};
