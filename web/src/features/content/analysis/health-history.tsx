import type * as React from 'react';
import type { HealthHistoryEntry } from '@freshwatch/contracts';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { healthHistoryQueryOptions } from '../analysis-queries';
import { StatusBadge } from '../content-badges';
import { formatDateTime } from '@/lib/dates';

/** Rows the dialog lists; the sparkline still draws every analysis. */
const HISTORY_ROWS = 10;

/** The health score over time as a tiny line, oldest on the left; the table below gives the exact figures. */
function Sparkline({ entries }: { entries: HealthHistoryEntry[] }) {
  if (entries.length < 2) return null;
  const width = 160;
  const height = 32;
  const step = width / (entries.length - 1);
  const points = entries
    .map((e, i) => `${(i * step).toFixed(1)},${(height - (Math.max(0, Math.min(100, e.healthScore)) / 100) * height).toFixed(1)}`)
    .join(' ');
  const first = Math.round(entries[0].healthScore);
  const last = Math.round(entries[entries.length - 1].healthScore);
  return (
    <svg
      role="img"
      aria-label={`Health score trend: from ${first}% to ${last}% over ${entries.length} analyses`}
      viewBox={`0 0 ${width} ${height}`}
      className="h-8 w-40 overflow-visible"
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="1.5" className="text-primary" />
    </svg>
  );
}

const HISTORY_COLUMNS: DataTableColumn<HealthHistoryEntry>[] = [
  { key: 'date', header: 'Date', cellClassName: 'text-sm', cell: (entry) => formatDateTime(entry.analysedAt) },
  { key: 'health', header: 'Health score', cellClassName: 'text-sm tabular-nums', cell: (entry) => `${Math.round(entry.healthScore)}%` },
  { key: 'status', header: 'Status', cell: (entry) => <StatusBadge status={entry.status} /> },
];

/** One row per analysis (GET /health-history), newest first: when, the health score and the status it gave. */
export function HealthHistory({ contentId }: { contentId: string }) {
  const { data, isPending, isError } = useQuery(healthHistoryQueryOptions(contentId));
  let body: React.ReactNode;
  if (isPending) body = <p className="text-sm text-muted-foreground">Loading history...</p>;
  else if (isError) body = <p className="text-sm text-muted-foreground">The health history could not be loaded.</p>;
  else if (data.length === 0) body = <p className="text-sm text-muted-foreground">No analyses recorded yet.</p>;
  else {
    const newestFirst = [...data]
      .reverse()
      .slice(0, HISTORY_ROWS)
      .map((entry) => ({ ...entry, id: `${entry.analysedAt}-${entry.healthScore}` }));
    body = (
      <>
        <Sparkline entries={data} />
        <DataTable label="Health history" rows={newestFirst} columns={HISTORY_COLUMNS} />
        {data.length > HISTORY_ROWS && (
          <p className="text-xs text-muted-foreground">
            Showing the {HISTORY_ROWS} most recent of {data.length} analyses.
          </p>
        )}
      </>
    );
  }
  return (
    <section aria-labelledby={`history-${contentId}`} className="grid gap-2 border-t pt-4">
      <h3 id={`history-${contentId}`} className="font-semibold">
        Health history
      </h3>
      {body}
    </section>
  );
}
