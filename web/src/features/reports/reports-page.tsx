import {
  DEFAULT_REPORT_DAYS,
  HEALTH_BUCKET_NAMES,
  HEALTH_BUCKET_RANGES,
  humanize,
  lastDays,
  REPORT_RANGE_CHOICES,
  type ContentStatus,
  type ExportFormat,
  type HealthBucket,
  type ReportItem,
} from '@freshwatch/contracts';
import { useQuery } from '@tanstack/react-query';
import { Activity, Download, FileText, Gauge, RefreshCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { AsOfPicker } from '@/features/audit/as-of-picker';
import { downloadFrom } from '@/lib/download';
import { cn } from '@/lib/utils';
import { HealthByDayChart } from './health-by-day-chart';
import { reportExportPath, reportQueryOptions } from './report-queries';
import { ReportStatCard } from './report-stat-card';
import { formatDate } from '@/lib/dates';

const RANGE_OPTIONS = REPORT_RANGE_CHOICES.map(({ days, label }) => ({ value: String(days), label }));
const PREVIOUS_LABEL: Record<string, string> = { '7': '7 days', '30': '30 days', '90': '90 days', '365': 'year' };
/** 'Excellent (90-100)': each bucket's name and the scores it holds, from the buckets the API counts with. */
const BUCKET_LABELS = Object.fromEntries(
  HEALTH_BUCKET_RANGES.map(({ bucket, from, to }) => [bucket, `${bucket.charAt(0).toUpperCase()}${bucket.slice(1)} (${from}-${to})`]),
) as Record<HealthBucket, string>;

/** Report pills are green for fresh, yellow for needs update, red otherwise. */
const PILL_CLASS: Record<ContentStatus, string> = {
  fresh: 'bg-green-100 text-green-800',
  needs_update: 'bg-yellow-100 text-yellow-800',
  outdated: 'bg-red-100 text-red-800',
};

function StatusPill({ status }: { status: ContentStatus }) {
  return <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', PILL_CLASS[status])}>{humanize(status)}</span>;
}

function ItemList({ items, empty }: { items: ReportItem[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ol className="grid gap-3">
      {items.map((item) => (
        <li key={item.id} className="flex min-w-0 items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="truncate text-sm font-medium" title={item.title}>
              {item.title}
            </p>
            <p className="truncate text-xs text-muted-foreground" title={item.url}>
              {item.url}
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-2">
            <StatusPill status={item.status} />
            <span className="w-10 text-right text-sm font-semibold tabular-nums">{Math.round(item.healthScore)}%</span>
          </div>
        </li>
      ))}
    </ol>
  );
}

const scoreColumn = (key: string, header: string, score: (item: ReportItem) => number): DataTableColumn<ReportItem> => ({
  key,
  header,
  cellClassName: 'tabular-nums',
  cell: (item) => `${Math.round(score(item))}%`,
});

const DETAIL_COLUMNS: DataTableColumn<ReportItem>[] = [
  { key: 'content', header: 'Content', cellClassName: 'font-medium', cell: (item) => item.title },
  { key: 'type', header: 'Type', cellClassName: 'capitalize', cell: (item) => humanize(item.contentType) },
  { key: 'status', header: 'Status', cell: (item) => <StatusPill status={item.status} /> },
  scoreColumn('health', 'Health', (item) => item.healthScore),
  scoreColumn('freshness', 'Freshness', (item) => item.freshness),
  scoreColumn('seo', 'SEO', (item) => item.seoScore),
  scoreColumn('readability', 'Readability', (item) => item.readability),
  { key: 'analyzed', header: 'Last Analyzed', cellClassName: 'whitespace-nowrap text-sm', cell: (item) => formatDate(item.lastAnalyzed) },
];

/** /reports: Reports & Analytics, every figure for the chosen range of days. */
export function ReportsPage() {
  const [days, setDays] = useState(String(DEFAULT_REPORT_DAYS));
  // A past day (YYYY-MM-DD) to see the whole report as it stood when that day ended; null for now.
  const [asOf, setAsOf] = useState<string | null>(null);
  // The range is fixed when it is chosen, so that the screen and its export speak of the same days; as of a
  // past day, the range ends on that day.
  const range = useMemo(() => lastDays(Number(days), asOf === null ? new Date() : new Date(`${asOf}T12:00:00.000Z`)), [days, asOf]);
  const report = useQuery(reportQueryOptions(range, asOf));
  const previousLabel = PREVIOUS_LABEL[days];
  const exportAs = (format: ExportFormat) => downloadFrom(reportExportPath(range, format, asOf));

  return (
    <main className="grid gap-6 p-4 md:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Reports &amp; Analytics</h1>
          <p className="text-muted-foreground">How your content's health and freshness changed over time</p>
          {asOf !== null && <p className="text-sm font-medium">The report as it stood at the end of {asOf} (UTC)</p>}
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <AsOfPicker value={asOf} onChange={setAsOf} />
          <SelectField label="Date range" hideLabel value={days} options={RANGE_OPTIONS} onChange={setDays} className="w-40" />
          <Button variant="outline" onClick={() => exportAs('csv')}>
            <Download aria-hidden />
            Export Report (CSV)
          </Button>
          <Button variant="outline" onClick={() => exportAs('json')}>
            <Download aria-hidden />
            Export Report (JSON)
          </Button>
        </div>
      </div>

      {report.isError ? (
        <Card>
          <CardContent className="pt-6 text-sm">The report could not be loaded: {report.error.message}</CardContent>
        </Card>
      ) : !report.data ? (
        <Spinner label="Loading report..." showLabel />
      ) : (
        <>
          <section aria-label="Report figures" className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-4', report.isPlaceholderData && 'opacity-60')}>
            <ReportStatCard title="Total Content" stat={report.data.stats.totalContent} previousLabel={previousLabel} icon={FileText} />
            <ReportStatCard
              title="Average Health Score"
              stat={report.data.stats.averageHealthScore}
              format={(v) => `${v}%`}
              previousLabel={previousLabel}
              icon={Gauge}
            />
            <ReportStatCard title="Content Analyzed" stat={report.data.stats.contentAnalyzed} previousLabel={previousLabel} icon={Activity} />
            <ReportStatCard title="Status Changes" stat={report.data.stats.statusChanges} previousLabel={previousLabel} icon={RefreshCw} />
          </section>

          <Card>
            <CardHeader>
              <CardTitle>Average Health by Day</CardTitle>
              <CardDescription>
                {report.data.range.from} to {report.data.range.to}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <HealthByDayChart days={report.data.healthByDay} />
            </CardContent>
          </Card>

          <div className="grid gap-4 lg:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle>Health Score Distribution</CardTitle>
                <CardDescription>Items analysed in this range, by their latest score</CardDescription>
              </CardHeader>
              <CardContent className="grid gap-3">
                {HEALTH_BUCKET_NAMES.map((bucket) => {
                  const count = report.data.healthDistribution[bucket];
                  const total = HEALTH_BUCKET_NAMES.reduce((n, b) => n + report.data.healthDistribution[b], 0);
                  return (
                    <div key={bucket} className="grid gap-1">
                      <div className="flex justify-between text-sm">
                        <span>{BUCKET_LABELS[bucket]}</span>
                        <span className="tabular-nums" aria-label={`${BUCKET_LABELS[bucket]}: ${count}`}>
                          {count}
                        </span>
                      </div>
                      <Progress value={total ? (count / total) * 100 : 0} aria-hidden className="h-2" />
                    </div>
                  );
                })}
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Content Type Breakdown</CardTitle>
                <CardDescription>Items at the end of this range</CardDescription>
              </CardHeader>
              <CardContent>
                <ul className="grid gap-2">
                  {report.data.contentTypes.map(({ contentType, count }) => (
                    <li key={contentType} className="flex justify-between text-sm">
                      <span className="capitalize">{humanize(contentType)}</span>
                      <span className="tabular-nums" aria-label={`${humanize(contentType)}: ${count}`}>
                        {count}
                      </span>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Top Performing Content</CardTitle>
              </CardHeader>
              <CardContent>
                <ItemList items={report.data.topPerforming} empty="No content analysed in this range." />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Content Needing Attention</CardTitle>
              </CardHeader>
              <CardContent>
                <ItemList items={report.data.needingAttention} empty="No content analysed in this range." />
              </CardContent>
            </Card>
          </div>

          <Card>
            <CardHeader>
              <CardTitle>Detailed Content Analysis</CardTitle>
            </CardHeader>
            <CardContent>
              <DataTable
                label="Detailed Content Analysis"
                rows={report.data.detailedAnalysis}
                columns={DETAIL_COLUMNS}
                emptyMessage="No content analysed in this range."
              />
            </CardContent>
          </Card>
        </>
      )}
    </main>
  );
}
