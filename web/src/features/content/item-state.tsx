import { type ContentItem, contentStanding, isMeasured, STANDING_LABELS } from '@freshwatch/contracts';
import { describeNextCheck } from '@freshwatch/contracts/time-zone';
import { Loader2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { useRunningJobId } from './bulk-refresh/running-job';
import { HealthBar, StatusBadge } from './content-badges';
import { usePendingAnalysisIds } from './use-content-actions';

/**
 * An item's state as every screen shows it: contracts' page-state.ts ('Not checked yet', 'Check failed', or the
 * status of the analysis that judged it), and 'Checking…' while a check of it runs. A page is never shown as
 * 'Fresh 0%' before a check has measured it.
 */
export const CHECKING_LABEL = 'Checking…';

/**
 * Whether an item is being checked now, as far as this tab knows: its own 'Run analysis' is on its way, or an
 * analysis job this tab follows (an import's, Refresh All) runs and the item has never been checked, which is
 * what such a job is doing for it. An item already checked keeps its last state until the job's result arrives.
 */
export function useIsChecking(): (item: Pick<ContentItem, 'id' | 'lastCheck'>) => boolean {
  const analysing = usePendingAnalysisIds();
  const jobId = useRunningJobId();
  return (item) => analysing.has(item.id) || (jobId !== null && item.lastCheck === null);
}

/** The status badge, or what the page's state is instead when no check has measured it. */
export function ItemStateBadge({ item, checking = false }: { item: Pick<ContentItem, 'status' | 'lastCheck'>; checking?: boolean }) {
  if (checking) {
    return (
      <Badge variant="outline" className="gap-1 whitespace-nowrap">
        <Loader2 className="size-3 animate-spin" aria-hidden />
        {CHECKING_LABEL}
      </Badge>
    );
  }
  const standing = contentStanding(item);
  if (standing === 'not_checked')
    return (
      <Badge variant="outline" className="whitespace-nowrap">
        {STANDING_LABELS.not_checked}
      </Badge>
    );
  if (standing === 'check_failed')
    return (
      <Badge variant="destructive" className="whitespace-nowrap">
        {STANDING_LABELS.check_failed}
      </Badge>
    );
  return <StatusBadge status={standing} />;
}

/** The health bar of a measured item; otherwise no score at all, rather than a 0% nobody measured. */
export function ItemHealth({ item, className }: { item: Pick<ContentItem, 'healthScore' | 'lastCheck'>; className?: string }) {
  if (isMeasured(item)) return <HealthBar score={item.healthScore} className={className} />;
  return (
    <span className={cn('text-sm text-muted-foreground', className)} aria-label="No health score yet">
      —
    </span>
  );
}

/** The health score as a percent where a check measured it, 'No score yet' otherwise (the dashboards' lists). */
export function healthPercent(item: Pick<ContentItem, 'healthScore' | 'lastCheck'>): string {
  return isMeasured(item) ? `${Math.round(item.healthScore)}%` : 'No score yet';
}

/** Why the last check failed and when the next one is due: what a person needs to act on a failed page. */
export function CheckFailure({ item, timeZone, className }: { item: Pick<ContentItem, 'lastCheck' | 'nextCheckAt'>; timeZone: string; className?: string }) {
  if (item.lastCheck?.outcome !== 'failed') return null;
  return (
    <div className={cn('grid min-w-0 gap-0.5 text-xs text-muted-foreground', className)}>
      <span className="break-words text-destructive">{item.lastCheck.error}</span>
      <span>Next try: {item.nextCheckAt ? describeNextCheck(item.nextCheckAt, timeZone) : 'when you run an analysis'}</span>
    </div>
  );
}
