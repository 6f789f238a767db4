import {
  addDays,
  CONTENT_TYPES,
  distribute,
  previousRange,
  rangeEnd,
  rangeStart,
  REPORT_DETAIL_COUNT,
  REPORT_TOP_COUNT,
  reportStat,
  type ContentReport,
  type ContentStatus,
  type ContentType,
  type HealthDay,
  type ReportItem,
  type ReportRange,
} from '@freshwatch/contracts';

/** What the report needs of an item: the report_items row, or the same facts rebuilt from events up to an instant. */
export interface ItemFacts {
  id: string;
  title: string;
  url: string;
  contentType: ContentType;
  status: ContentStatus;
  healthScore: number;
  freshness: number | null;
  seoScore: number | null;
  readability: number | null;
  lastAnalyzed: Date | null;
  createdAt: Date;
  deletedAt: Date | null;
}

/** What the report needs of a day: the report_days row. */
export interface DayFacts {
  day: string;
  analyses: number;
  healthSum: number;
  statusChanges: number;
}

const existsAt = (item: ItemFacts, at: Date) => item.createdAt < at && (item.deletedAt === null || item.deletedAt >= at);

function sumDays(days: readonly DayFacts[], range: ReportRange) {
  const inRange = days.filter((d) => d.day >= range.from && d.day <= range.to);
  const analyses = inRange.reduce((n, d) => n + d.analyses, 0);
  const healthSum = inRange.reduce((n, d) => n + d.healthSum, 0);
  return {
    analyses,
    averageHealthScore: analyses > 0 ? Math.round(healthSum / analyses) : null,
    statusChanges: inRange.reduce((n, d) => n + d.statusChanges, 0),
  };
}

function healthByDay(days: readonly DayFacts[], range: ReportRange): HealthDay[] {
  const byDay = new Map(days.map((d) => [d.day, d]));
  return Array.from({ length: range.days }, (_, i) => {
    const day = addDays(range.from, i);
    const facts = byDay.get(day);
    return facts && facts.analyses > 0
      ? { day, analyses: facts.analyses, averageHealthScore: Math.round(facts.healthSum / facts.analyses) }
      : { day, analyses: 0, averageHealthScore: null };
  });
}

function toReportItem(item: ItemFacts & { lastAnalyzed: Date }): ReportItem {
  return {
    id: item.id,
    title: item.title,
    url: item.url,
    contentType: item.contentType,
    status: item.status,
    healthScore: item.healthScore,
    freshness: item.freshness ?? 0,
    seoScore: item.seoScore ?? 0,
    readability: item.readability ?? 0,
    lastAnalyzed: item.lastAnalyzed.toISOString(),
  };
}

/**
 * The whole report of a range, a pure function of the item and day facts. The item lists take the items that
 * still exist at the end of the range and whose latest analysis falls within it; the stat cards compare the
 * range with the previous one of the same length.
 */
export function computeReport(range: ReportRange, items: readonly ItemFacts[], days: readonly DayFacts[]): ContentReport {
  const previous = previousRange(range);
  const start = rangeStart(range);
  const end = rangeEnd(range);
  const live = items.filter((item) => existsAt(item, end));
  const analysed = live
    .filter((item): item is ItemFacts & { lastAnalyzed: Date } => item.lastAnalyzed !== null && item.lastAnalyzed >= start && item.lastAnalyzed < end)
    .map(toReportItem);
  const byRecency = (a: ReportItem, b: ReportItem) => b.lastAnalyzed.localeCompare(a.lastAnalyzed) || a.id.localeCompare(b.id);
  const now = sumDays(days, range);
  const before = sumDays(days, previous);

  return {
    range,
    previousRange: previous,
    stats: {
      totalContent: reportStat(live.length, items.filter((item) => existsAt(item, start)).length),
      averageHealthScore: reportStat(now.averageHealthScore, before.averageHealthScore),
      contentAnalyzed: reportStat(now.analyses, before.analyses),
      statusChanges: reportStat(now.statusChanges, before.statusChanges),
    },
    healthDistribution: distribute(analysed.map((item) => item.healthScore)),
    contentTypes: CONTENT_TYPES.map((contentType) => ({ contentType, count: live.filter((item) => item.contentType === contentType).length })),
    topPerforming: [...analysed].sort((a, b) => b.healthScore - a.healthScore || byRecency(a, b)).slice(0, REPORT_TOP_COUNT),
    needingAttention: [...analysed].sort((a, b) => a.healthScore - b.healthScore || byRecency(a, b)).slice(0, REPORT_TOP_COUNT),
    detailedAnalysis: [...analysed].sort(byRecency).slice(0, REPORT_DETAIL_COUNT),
    healthByDay: healthByDay(days, range),
  };
}
