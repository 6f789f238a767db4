import type { SitemapResync, SitemapSubscription, SitemapSyncSummary } from '@freshwatch/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { api, messageOf } from '@/lib/api';
import { formatMediumDateTime } from '@/lib/dates';

export const sitemapsQueryOptions = () => queryOptions({ queryKey: ['sitemaps'] as const, queryFn: () => api.get<SitemapSubscription[]>('/api/sitemaps') });

export const sitemapsApi = {
  remove: (id: string) => api.delete(`/api/sitemaps/${encodeURIComponent(id)}`),
};

export const RESYNC_LABELS: Record<SitemapResync, string> = { daily: 'Daily', weekly: 'Weekly' };

/** The last reading in a line: what it added and what it left out, or why it failed. */
export function describeLastSync(sitemap: Pick<SitemapSubscription, 'lastSyncedAt' | 'lastResult' | 'lastError'>): string {
  if (sitemap.lastSyncedAt === null) return 'Not synced yet';
  const at = formatMediumDateTime(sitemap.lastSyncedAt);
  if (sitemap.lastResult === null) return `Last sync ${at} failed: ${sitemap.lastError ?? 'unknown reason'}`;
  const result: SitemapSyncSummary = sitemap.lastResult;
  const parts = [`${result.created} new`, `${result.duplicates} already monitored`];
  if (result.overLimit) parts.push(`${result.overLimit} over your plan's page limit`);
  if (result.invalid) parts.push(`${result.invalid} invalid`);
  if (result.unreadableSitemaps) parts.push(`${result.unreadableSitemaps} unreadable sitemap${result.unreadableSitemaps === 1 ? '' : 's'}`);
  return `Last sync ${at}: ${parts.join(', ')}`;
}

/** The Import dialog's list of sitemaps kept for re-sync, with the last reading and Remove. */
export function SyncedSitemaps() {
  const queryClient = useQueryClient();
  const sitemaps = useQuery(sitemapsQueryOptions());
  const remove = useMutation({
    mutationFn: (sitemap: SitemapSubscription) => sitemapsApi.remove(sitemap.id),
    onSuccess: (_, sitemap) => toast({ title: 'Sitemap removed', description: `${sitemap.url} is no longer re-synced; its pages stay monitored.` }),
    onError: (error) => toast({ title: 'Could not remove the sitemap', description: messageOf(error, 'Please try again.'), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sitemapsQueryOptions().queryKey }),
  });

  if (sitemaps.isError) return <p className="text-xs text-destructive">The synced sitemaps could not be loaded: {sitemaps.error.message}</p>;
  if (!sitemaps.data || sitemaps.data.length === 0) return null;
  return (
    <section aria-label="Synced sitemaps" className="grid gap-2 pt-2">
      <h3 className="text-sm font-medium">Synced sitemaps</h3>
      <ul className="grid gap-2">
        {sitemaps.data.map((sitemap) => (
          <li key={sitemap.id} className="flex items-start justify-between gap-2 rounded-md border p-2 text-xs">
            <div className="min-w-0">
              <p className="truncate font-medium" title={sitemap.url}>
                {sitemap.url}
              </p>
              <p className="text-muted-foreground">
                {RESYNC_LABELS[sitemap.resync]}, next {formatMediumDateTime(sitemap.nextSyncAt)}
              </p>
              <p className={sitemap.lastResult === null && sitemap.lastError ? 'text-destructive' : 'text-muted-foreground'}>{describeLastSync(sitemap)}</p>
            </div>
            <Button variant="outline" size="sm" aria-label={`Remove ${sitemap.url}`} disabled={remove.isPending} onClick={() => remove.mutate(sitemap)}>
              Remove
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
