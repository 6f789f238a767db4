import { type AnalysisJobProgress, type BulkAnalysisStarted, NOTHING_TO_ANALYSE } from '@freshwatch/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { analysisApi, analysisJobQueryOptions } from '../analysis-queries';
import { invalidateContent } from '../content-queries';
import { runningJobId, setRunningJobId, useRunningJobId } from './running-job';

/**
 * Ends the watch over a finished job exactly once, however many progress bars saw it finish: the first one
 * clears the stored id, the others then find nothing to do.
 */
function finish(queryClient: QueryClient, progress: AnalysisJobProgress) {
  if (runningJobId() !== progress.jobId) return;
  setRunningJobId(null);
  queryClient.removeQueries({ queryKey: analysisJobQueryOptions(progress.jobId).queryKey });
  toast({ title: 'Analysis complete', description: `${progress.done} analyzed, ${progress.failed} failed` });
  void invalidateContent(queryClient);
}

/** Shows a just-started job's bar at once, at zero, instead of waiting for the first poll, and watches it from here on. */
function watchStarted(queryClient: QueryClient, { jobId, total }: BulkAnalysisStarted) {
  const initial: AnalysisJobProgress = { jobId, total, done: 0, failed: 0, status: 'running', createdAt: new Date().toISOString(), finishedAt: null };
  queryClient.setQueryData(analysisJobQueryOptions(jobId).queryKey, initial);
  setRunningJobId(jobId);
}

/**
 * Follows the analysis the server started for just-imported pages (an import answers its job id), as an added
 * page is analysed right after it is saved: its progress shows on /content and /dashboard like Refresh All's.
 * Nothing is requested here: the server analyses imported pages whoever imports them.
 */
export function followImportAnalysis(queryClient: QueryClient, jobId: string, total: number): void {
  watchStarted(queryClient, { jobId, total });
}

/**
 * 'Refresh All': analyse every content item in the background and follow the job's
 * progress until it completes. Used by /dashboard and the content table; both show the same job.
 */
export function useBulkRefresh() {
  const queryClient = useQueryClient();
  const jobId = useRunningJobId();
  const progressQuery = useQuery(analysisJobQueryOptions(jobId));
  const progress = progressQuery.data;

  useEffect(() => {
    if (progress?.status === 'completed') finish(queryClient, progress);
  }, [progress, queryClient]);

  // A job the server no longer knows (its data was reset) cannot finish; stop watching it rather than poll forever.
  // Any other error is taken as passing (a restart, a dropped connection): the next poll tries again.
  const error = progressQuery.error;
  useEffect(() => {
    if (jobId && error instanceof ApiError && error.status === 404 && runningJobId() === jobId) setRunningJobId(null);
  }, [error, jobId]);

  // Every item of the workspace, not the page or the filter shown: the server picks them (all: true), so nothing
  // downloads the whole list (59 MB at 100,000 items) just to name them.
  const start = useMutation({
    mutationFn: async () => {
      try {
        return await analysisApi.bulkAnalyze({ all: true });
      } catch (error) {
        // A bulk refresh is refused when there is nothing to refresh; that refusal is not an error.
        if (error instanceof ApiError && error.code === NOTHING_TO_ANALYSE) return null;
        throw error;
      }
    },
    onSuccess: (started) => {
      if (!started) {
        toast({ title: 'No content to refresh', description: 'Add some content items first to analyze them.' });
        return;
      }
      watchStarted(queryClient, started);
      toast({ title: 'Analysis started', description: 'Content analysis is running in the background.' });
    },
    onError: () => toast({ title: 'Error', description: 'Failed to start content analysis.', variant: 'destructive' }),
  });

  return {
    refreshAll: () => start.mutate(),
    starting: start.isPending,
    /** The progress of the job being watched; undefined when none runs (or before its first answer after a reload). */
    progress: jobId && progress?.jobId === jobId ? progress : undefined,
    running: jobId !== null,
  };
}
