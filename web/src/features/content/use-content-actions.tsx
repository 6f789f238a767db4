import type { ComparisonResult, ContentItem, ContentItemPage } from '@freshwatch/contracts';
import { type QueryClient, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useConfirmedDelete } from '@/components/data-table/use-confirmed-delete';
import { toast } from '@/components/ui/use-toast';
import { messageOf } from '@/lib/api';
import { CONTENT_PAGES_KEY, contentApi, contentItemQueryOptions, contentItemsQueryOptions, invalidateContent } from './content-queries';

const ANALYZE_KEY = ['content-items', 'analyze'] as const;
const COMPARE_KEY = ['content-items', 'compare'] as const;

/** The ids of every item with a pending mutation of this kind, across all components (the table and the dialog). */
function usePendingIds(mutationKey: readonly string[]): ReadonlySet<string> {
  const ids = useMutationState({ filters: { mutationKey: [...mutationKey], status: 'pending' }, select: (m) => m.state.variables as string });
  return new Set(ids);
}

/** Puts the server's copy of one item into the cached list and pages at once; the invalidation that follows confirms it. */
function replaceCachedItem(queryClient: QueryClient, item: ContentItem) {
  const replace = (items: ContentItem[]) => items.map((old) => (old.id === item.id ? item : old));
  queryClient.setQueryData(contentItemsQueryOptions().queryKey, (items) => items && replace(items));
  queryClient.setQueriesData<ContentItemPage>({ queryKey: CONTENT_PAGES_KEY }, (page) => page && { ...page, items: replace(page.items) });
  queryClient.setQueryData(contentItemQueryOptions(item.id).queryKey, item);
}

/** What the comparison found: a person wants to know whether anything changed, not only that it ran. */
export function comparisonNote({ sources, aiVerdict }: Pick<ComparisonResult, 'sources' | 'aiVerdict'>): string {
  if (sources.length === 0) return 'This item has no source URLs to compare.';
  const count = (outcome: string) => sources.filter((s) => s.outcome === outcome).length;
  const parts = [`${count('changed')} changed`, `${count('unchanged')} unchanged`, `${count('unreachable')} unreachable`];
  // A source seen for the first time has nothing to be compared with yet; say so rather than call it unchanged.
  if (count('first_seen') > 0) parts.push(`${count('first_seen')} checked for the first time`);
  const verdict = aiVerdict?.contradicts ? ' The page may now contradict its sources.' : '';
  return `Sources: ${parts.join(', ')}.${verdict}`;
}

/** The ids of the items whose 'Run analysis' is on its way, wherever it was started. */
export function usePendingAnalysisIds(): ReadonlySet<string> {
  return usePendingIds(ANALYZE_KEY);
}

/** 'Run analysis' (POST /analyze), used by the table row and the view dialog; both show the same spinner. */
export function useRunAnalysis() {
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationKey: ANALYZE_KEY,
    mutationFn: (id: string) => contentApi.analyze(id),
    onSuccess: (item) => {
      if (item) replaceCachedItem(queryClient, item);
      toast({ title: 'Success', description: 'Content analyzed successfully.' });
      void invalidateContent(queryClient);
    },
    // A failed fetch keeps the item's last analysis, but its state is now 'Check failed' with the server's reason
    // ('The page answered 404 Not Found'): the lists are reloaded to show it.
    onError: (error) => {
      toast({ title: 'Analysis failed', description: messageOf(error, 'Failed to analyze content.'), variant: 'destructive' });
      void invalidateContent(queryClient);
    },
  });
  return { runAnalysis: (id: string) => run.mutate(id), runningIds: usePendingAnalysisIds() };
}

/** The table's row actions that talk to the server: analyze (compare), run analysis and delete, with their fixed notices. */
export function useContentActions() {
  const queryClient = useQueryClient();
  const { runAnalysis, runningIds } = useRunAnalysis();

  const compare = useMutation({
    mutationKey: COMPARE_KEY,
    mutationFn: (id: string) => contentApi.compare(id),
    onSuccess: (result) => {
      if (result?.item) replaceCachedItem(queryClient, result.item);
      // The fixed sentence stays whole in its own line; what was found follows on the next.
      toast({
        title: 'Success',
        description: (
          <>
            <span className="block">Content comparison completed.</span>
            {result && <span className="block">{comparisonNote(result)}</span>}
          </>
        ),
      });
      void invalidateContent(queryClient);
    },
    onError: () => toast({ title: 'Error', description: 'Failed to compare content.', variant: 'destructive' }),
  });

  const { confirmAndDelete, deletingId } = useConfirmedDelete({
    remove: contentApi.remove,
    question: 'Are you sure you want to delete this content item?',
    deleted: 'Content item deleted successfully.',
    failed: 'Failed to delete content item.',
    reload: () => invalidateContent(queryClient),
  });

  return {
    compare: (id: string) => compare.mutate(id),
    comparingIds: usePendingIds(COMPARE_KEY),
    runAnalysis,
    runningIds,
    confirmAndDelete,
    deletingId,
  };
}
