import { previousRange, rangeEnd, rangeStart, REPORT_DETAIL_COUNT, REPORT_TOP_COUNT, type ContentType, type ReportRange } from '@freshwatch/contracts';
import type { ReportDayRow } from '../../projections/report-items/report-day.entity';
import type { ReportItemRow } from '../../projections/report-items/report-item.entity';
import type { ItemFacts, ReportFacts } from './compute-report';

/**
 * A `real` column's value as Postgres stores it and node-pg reads it back: rounded to single precision, then
 * the shortest decimal that rounds back to it (Postgres's float4 output). Folded rows hold the events' doubles;
 * this makes their figures, sums and orderings those of the read model.
 */
export function asReal(value: number): number {
  const single = Math.fround(value);
  if (!Number.isFinite(single)) return single;
  for (let digits = 1; digits < 9; digits++) {
    const shortest = Number(single.toPrecision(digits));
    if (Math.fround(shortest) === single) return shortest;
  }
  return Number(single.toPrecision(9));
}
const asRealOrNull = (value: number | null | undefined): number | null => (value === null || value === undefined ? null : asReal(value));

/**
 * The facts GetReportHandler's SQL gathers from report_items and report_days, gathered here from rows folded in
 * memory (the same WHERE, GROUP BY and ORDER BY, the same column types), so that computeReport gives the report
 * the live route gave.
 */
export function reportFactsFromRows(workspaceId: string, range: ReportRange, items: Iterable<ReportItemRow>, days: Iterable<ReportDayRow>): ReportFacts {
  const start = rangeStart(range).getTime();
  const end = rangeEnd(range).getTime();
  const existsAt = (row: ReportItemRow, at: number) => row.createdAt.getTime() < at && (row.deletedAt === null || row.deletedAt.getTime() >= at);
  const owned = [...items].filter((row) => row.workspaceId === workspaceId);

  const typeCounts = new Map<ContentType, { contentType: ContentType; atEnd: number; atStart: number }>();
  for (const row of owned) {
    const counts = typeCounts.get(row.contentType) ?? { contentType: row.contentType, atEnd: 0, atStart: 0 };
    if (existsAt(row, end)) counts.atEnd++;
    if (existsAt(row, start)) counts.atStart++;
    typeCounts.set(row.contentType, counts);
  }

  const listed: ItemFacts[] = owned
    .filter((row) => row.lastAnalyzed !== null && row.lastAnalyzed.getTime() >= start && row.lastAnalyzed.getTime() < end && existsAt(row, end))
    .map((row) => ({
      id: row.id,
      title: row.title,
      url: row.url,
      contentType: row.contentType,
      status: row.status,
      healthScore: asReal(row.healthScore),
      freshness: asRealOrNull(row.freshness),
      seoScore: asRealOrNull(row.seoScore),
      readability: asRealOrNull(row.readability),
      lastAnalyzed: row.lastAnalyzed as Date,
    }));
  const scoreCounts = new Map<number, number>();
  for (const item of listed) scoreCounts.set(Math.floor(item.healthScore), (scoreCounts.get(Math.floor(item.healthScore)) ?? 0) + 1);

  // ORDER BY ..., id: uuids compare as their lowercase hex text does.
  const byId = (a: ItemFacts, b: ItemFacts) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const latestFirst = (a: ItemFacts, b: ItemFacts) => b.lastAnalyzed.getTime() - a.lastAnalyzed.getTime();
  const sorted = (compare: (a: ItemFacts, b: ItemFacts) => number, limit: number) => [...listed].sort((a, b) => compare(a, b) || byId(a, b)).slice(0, limit);

  const previousFrom = previousRange(range).from;
  return {
    typeCounts: [...typeCounts.values()],
    scoreCounts: [...scoreCounts].map(([score, count]) => ({ score, count })),
    top: sorted((a, b) => b.healthScore - a.healthScore || latestFirst(a, b), REPORT_TOP_COUNT),
    bottom: sorted((a, b) => a.healthScore - b.healthScore || latestFirst(a, b), REPORT_TOP_COUNT),
    recent: sorted(latestFirst, REPORT_DETAIL_COUNT),
    days: [...days].filter((d) => d.workspaceId === workspaceId && d.day >= previousFrom && d.day <= range.to),
  };
}
