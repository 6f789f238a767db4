import { type ContentItem, describeSchedule, humanize, type SourceComparison } from '@freshwatch/contracts';
import { Activity, Loader2, TriangleAlert } from 'lucide-react';
import * as React from 'react';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AnalysisReport } from './analysis/analysis-report';
import { HealthHistory } from './analysis/health-history';
import { CONTRADICTION_LABEL } from './content-badges';
import { CheckFailure, ItemHealth, ItemStateBadge, useIsChecking } from './item-state';
import { StatusHelp } from './status-help';
import { useRunAnalysis } from './use-content-actions';
import { useCan } from '@/features/team/use-can';
import { useWorkspaceTimeZone } from '@/features/settings/settings-queries';
import { formatDateTime } from '@/lib/dates';

// Loaded when the History tab is first opened: the chart and diff libraries are not needed to glance at an item.
const ItemHistory = React.lazy(() => import('./history/item-history').then((m) => ({ default: m.ItemHistory })));

function Row({ label, children }: { label: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words text-sm">{children}</dd>
    </div>
  );
}

const OUTCOME_VARIANT: Record<SourceComparison['outcome'], BadgeProps['variant']> = {
  first_seen: 'outline',
  unchanged: 'outline',
  changed: 'secondary',
  unreachable: 'destructive',
};

/** The item's source URLs, each with what its latest comparison found (if it was compared yet). */
function SourceUrls({ item }: { item: ContentItem }) {
  if (item.sourceUrls.length === 0) return <span className="text-muted-foreground">None</span>;
  return (
    <div className="grid gap-1">
      <ul className="grid gap-1.5">
        {item.sourceUrls.map((source) => {
          const outcome = source.lastComparison;
          return (
            <li key={source.id} className="grid gap-0.5">
              <span>
                <a href={source.url} target="_blank" rel="noopener noreferrer" className="text-primary underline-offset-4 hover:underline">
                  {source.url}
                </a>
                {source.description && <span className="text-muted-foreground"> — {source.description}</span>}
                {outcome && (
                  <Badge variant={OUTCOME_VARIANT[outcome.outcome]} className="ml-2">
                    {humanize(outcome.outcome)}
                  </Badge>
                )}
              </span>
              {outcome && (
                <span className="grid text-xs text-muted-foreground">
                  {(outcome.summary ?? outcome.reason) && <span>{outcome.summary ?? outcome.reason}</span>}
                  <span>Compared {formatDateTime(outcome.comparedAt)}.</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function ViewContentDialog({ item, onClose }: { item: ContentItem; onClose: () => void }) {
  const { runAnalysis, runningIds } = useRunAnalysis();
  const canAnalyse = useCan('content:write');
  // An item's history is the auditor's (and owners' and editors'): a viewer is not shown a tab that would be refused.
  const canReadHistory = useCan('audit:read');
  const running = runningIds.has(item.id);
  const checking = useIsChecking()(item);
  const timeZone = useWorkspaceTimeZone();

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-3xl"
        // Focus the dialog itself, not its first button: that is a help tooltip, which would pop open over the details.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{item.title}</DialogTitle>
          <DialogDescription>Content details</DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="details" className="grid gap-3">
          <TabsList className="justify-self-start">
            <TabsTrigger value="details">Details</TabsTrigger>
            {canReadHistory && <TabsTrigger value="history">History</TabsTrigger>}
          </TabsList>
          <TabsContent value="details" className="grid gap-4">
            {item.contradiction && (
              <div role="alert" className="flex gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
                <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
                <div className="grid min-w-0 gap-1">
                  <p className="font-medium text-destructive">{CONTRADICTION_LABEL}</p>
                  <p className="break-words">{item.contradiction.explanation}</p>
                  <p className="text-xs text-muted-foreground">
                    Found by the comparison of {formatDateTime(item.contradiction.at)}; a later comparison that finds the page agrees clears it.
                  </p>
                </div>
              </div>
            )}
            <dl className="grid gap-3">
              <Row label="URL">
                <a href={item.url} target="_blank" rel="noopener noreferrer" className="text-primary underline-offset-4 hover:underline">
                  {item.url}
                </a>
              </Row>
              <Row label="Type">
                <span className="capitalize">{humanize(item.contentType)}</span>
              </Row>
              <Row
                label={
                  <span className="inline-flex items-center gap-1">
                    Status <StatusHelp />
                  </span>
                }
              >
                <div className="grid justify-items-start gap-1">
                  <ItemStateBadge item={item} checking={checking} />
                  <CheckFailure item={item} timeZone={timeZone} className="text-sm" />
                </div>
              </Row>
              <Row label="Health score">
                <ItemHealth item={item} />
              </Row>
              <Row label="Check schedule">{describeSchedule(item.checkSchedule)}</Row>
              <Row label="Last analyzed">{formatDateTime(item.lastAnalyzed)}</Row>
              <Row label="AI prompt">{item.aiPrompt || <span className="text-muted-foreground">None</span>}</Row>
              <Row label="Source URLs">
                <SourceUrls item={item} />
              </Row>
            </dl>
            <section aria-labelledby="latest-analysis" className="grid gap-3 border-t pt-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 id="latest-analysis" className="font-semibold">
                  Latest analysis
                </h3>
                {canAnalyse && (
                  <Button size="sm" variant={item.analysis ? 'outline' : 'default'} disabled={running} onClick={() => runAnalysis(item.id)}>
                    {running ? <Loader2 className="animate-spin" aria-hidden /> : <Activity aria-hidden />}
                    {running ? 'Analyzing...' : 'Run analysis'}
                  </Button>
                )}
              </div>
              {item.analysis ? <AnalysisReport analysis={item.analysis} /> : <p className="text-sm text-muted-foreground">No analysis yet</p>}
            </section>
            <HealthHistory contentId={item.id} />
          </TabsContent>
          {/* Mounted only when chosen: the history is read from the event log, which a glance at the item does not need. */}
          <TabsContent value="history">
            <React.Suspense fallback={<p className="text-sm text-muted-foreground">Loading history...</p>}>
              <ItemHistory contentId={item.id} />
            </React.Suspense>
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
