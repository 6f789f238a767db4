import type { AnalysisJobProgress } from '@freshwatch/contracts';
import { Loader2, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { useBulkRefresh } from './use-bulk-refresh';

/** 'Analyzing 12 of 200...': items finished (analysed or failed) of all items in the job. */
function progressLabel({ done, failed, total }: Pick<AnalysisJobProgress, 'done' | 'failed' | 'total'>): string {
  return `Analyzing ${Math.min(done + failed, total)} of ${total}...`;
}

function BulkRefreshProgress({ progress }: { progress: AnalysisJobProgress }) {
  const finished = Math.min(progress.done + progress.failed, progress.total);
  const percent = progress.total > 0 ? Math.round((finished / progress.total) * 100) : 100;
  const label = progressLabel(progress);
  return (
    <div className="grid gap-1.5 rounded-md border bg-muted/40 p-3" data-testid="bulk-refresh-progress">
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        {progress.failed > 0 && <span className="text-muted-foreground">{progress.failed} failed so far</span>}
      </div>
      <Progress
        value={percent}
        aria-label="Refresh All progress"
        // Radix announces the value as a percentage; the count says more to a person waiting on 200 pages.
        getValueLabel={() => label}
        className="h-2"
      />
    </div>
  );
}

/** While a bulk refresh runs, its progress; nothing otherwise. */
export function BulkRefreshStatus() {
  const { progress } = useBulkRefresh();
  return progress ? <BulkRefreshProgress progress={progress} /> : null;
}

/**
 * 'Refresh All': every content item of the workspace, not only those a page or a filter shows.
 * It stays disabled while a refresh runs, so one click never starts two jobs.
 */
export function RefreshAllButton({ variant = 'outline' }: { variant?: 'outline' | 'default' }) {
  const { refreshAll, starting, running } = useBulkRefresh();
  const busy = starting || running;
  return (
    <Button variant={variant} disabled={busy} onClick={refreshAll}>
      {busy ? <Loader2 className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
      Refresh All
    </Button>
  );
}
