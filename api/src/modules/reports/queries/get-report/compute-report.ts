import {
  addDays,
  CONTENT_TYPES,
  emptyDistribution,
  healthBucket,
  previousRange,
  reportStat,
  type ContentReport,
  type ContentStatus,
  type ContentType,
  type HealthDay,
  type ReportItem,
  type ReportRange,
} from '@freshwatch/contracts';

/**
 * What a report is made of, small enough to read in a few milliseconds from the report read models (or to
 * derive from events up to an instant, for a report as it stood then). Items "in the lists" are those that
 * exist at the end of the range and whose latest analysis falls within it.
 */
export interface ReportFacts {
  /** Items per content type at the end of the range and at its start (the end of the previous range). */
  typeCounts: { contentType: ContentType; atEnd: number; atStart: number }[];
  /** The listed items by whole health score (its floor; the bands' bounds are whole numbers). */
  scoreCounts: { score: number; count: number }[];
  /** The 5 listed items with the highest scores, highest first. */
  top: ItemFacts[];
  /** The 5 with the lowest, lowest first. */
  bottom: ItemFacts[];
  /** The 10 most recently analysed, most recent first. */
  recent: ItemFacts[];
  /** The report_days rows of the range and of the previous range. */
  days: DayFacts[];
}

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
  lastAnalyzed: Date;
}

export interface DayFacts {
  day: string;
  analyses: number;
  healthSum: number;
  statusChanges: number;
}

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

function toReportItem(item: ItemFacts): ReportItem {
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

/** The whole report of a range from its facts: a pure function, the same whoever gathered the facts. */
export function computeReport(range: ReportRange, facts: ReportFacts): ContentReport {
  const now = sumDays(facts.days, range);
  const before = sumDays(facts.days, previousRange(range));
  const countOf = (contentType: ContentType) => facts.typeCounts.find((t) => t.contentType === contentType);
  const total = (at: 'atEnd' | 'atStart') => facts.typeCounts.reduce((n, t) => n + t[at], 0);
  const healthDistribution = emptyDistribution();
  for (const { score, count } of facts.scoreCounts) healthDistribution[healthBucket(score)] += count;

  return {
    range,
    previousRange: previousRange(range),
    stats: {
      totalContent: reportStat(total('atEnd'), total('atStart')),
      averageHealthScore: reportStat(now.averageHealthScore, before.averageHealthScore),
      contentAnalyzed: reportStat(now.analyses, before.analyses),
      statusChanges: reportStat(now.statusChanges, before.statusChanges),
    },
    healthDistribution,
    contentTypes: CONTENT_TYPES.map((contentType) => ({ contentType, count: countOf(contentType)?.atEnd ?? 0 })),
    topPerforming: facts.top.map(toReportItem),
    needingAttention: facts.bottom.map(toReportItem),
    detailedAnalysis: facts.recent.map(toReportItem),
    healthByDay: healthByDay(facts.days, range),
  };
}
