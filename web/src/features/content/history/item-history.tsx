import type { ContentHistoryEntry } from '@freshwatch/contracts';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { authUserQueryOptions } from '@/features/auth/auth-queries';
import { HealthChart } from './health-chart';
import { actorLabel, analysisSnapshots, eventLabel, showValue } from './history-model';
import { historyExportUrl, itemHistoryQueryOptions } from './history-queries';
import { TextDiff } from './text-diff';
import { formatDateTime } from '@/lib/dates';

function EntryDetails({ entry }: { entry: ContentHistoryEntry }) {
  const { analysis } = entry;
  return (
    <div className="grid gap-1 text-sm">
      {analysis && (
        <p>
          Health {Math.round(analysis.healthScore)}%, freshness {Math.round(analysis.freshness)}%, SEO {Math.round(analysis.seoScore)}
          %, readability {Math.round(analysis.readability)}%
          {analysis.changedPageFields.length > 0 && <> · page changed: {analysis.changedPageFields.join(', ')}</>}
        </p>
      )}
      {entry.reason && <p>{entry.reason}</p>}
      {entry.type !== 'ContentItemRegistered' && entry.changes.length > 0 && (
        <ul className="grid gap-0.5">
          {entry.changes.map((change) => (
            <li key={change.field}>
              <span className="font-medium">{change.field}</span>: {showValue(change.from)} → {showValue(change.to)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The item's History tab: who did what and when, the health score over time, and what the page's words became. */
export function ItemHistory({ contentId }: { contentId: string }) {
  const { data, isPending, isError } = useQuery(itemHistoryQueryOptions(contentId));
  const { data: user } = useQuery(authUserQueryOptions());
  if (isPending) return <p className="text-sm text-muted-foreground">Loading history...</p>;
  if (isError) return <p className="text-sm text-muted-foreground">The history could not be loaded.</p>;
  const snapshots = analysisSnapshots(data);
  return (
    <div className="grid gap-5">
      <section aria-labelledby={`health-chart-${contentId}`} className="grid gap-2">
        <h3 id={`health-chart-${contentId}`} className="font-semibold">
          Health over time
        </h3>
        <HealthChart snapshots={snapshots} />
      </section>
      <section aria-labelledby={`text-diff-${contentId}`} className="grid gap-2">
        <h3 id={`text-diff-${contentId}`} className="font-semibold">
          Text changes
        </h3>
        <TextDiff snapshots={snapshots} />
      </section>
      <section aria-labelledby={`timeline-${contentId}`} className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={`timeline-${contentId}`} className="font-semibold">
            Events
          </h3>
          <Button asChild size="sm" variant="outline">
            <a href={historyExportUrl(contentId)} download={`content-${contentId}-history.ndjson`}>
              <Download aria-hidden /> Export events
            </a>
          </Button>
        </div>
        <ol aria-label="Events" className="grid gap-3 border-l pl-4">
          {data.map((entry) => (
            <li key={entry.version} className="grid gap-1">
              <p className="text-sm">
                <span className="font-medium">{eventLabel(entry.type)}</span> by {actorLabel(entry.actor, user?.id)}
                <span className="text-muted-foreground"> · {formatDateTime(entry.occurredAt)}</span>
              </p>
              <EntryDetails entry={entry} />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
