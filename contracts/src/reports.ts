import type { ContentStatus, ContentType } from './enums';
import { HEALTH_BUCKET_RANGES, type HealthBucket } from './health';

/**
 * Reports & Analytics (the health buckets; the top 5, bottom 5 and first 10).
 * Ranges are whole UTC days, both ends included; the previous range is the same number of days just before.
 */

export const REPORT_RANGE_CHOICES = [
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
  { days: 365, label: 'Last year' },
] as const;
export const DEFAULT_REPORT_DAYS = 30;
/** Two years: enough for 'Last year' and its previous year, and a bound on what one request reads. */
export const MAX_REPORT_DAYS = 731;
export const REPORT_TOP_COUNT = 5;
export const REPORT_DETAIL_COUNT = 10;
export const HEALTH_BUCKET_NAMES: readonly HealthBucket[] = HEALTH_BUCKET_RANGES.map(({ bucket }) => bucket);

export interface ReportRange {
  /** First day, YYYY-MM-DD (UTC). */
  from: string;
  /** Last day, included. */
  to: string;
  days: number;
}

/** A figure of the range and the same figure over the previous range. */
export interface ReportStat {
  value: number | null;
  previous: number | null;
  /** Rounded percent change against the previous range; null when there is nothing to compare with. */
  changePercent: number | null;
}

export interface ReportStats {
  /** Items that existed at the end of the range (previous: at the end of the previous range). */
  totalContent: ReportStat;
  /** The average health score of the analyses made in the range, rounded. */
  averageHealthScore: ReportStat;
  /** Analyses made in the range. */
  contentAnalyzed: ReportStat;
  /** Analyses and comparisons in the range that changed an item's status. */
  statusChanges: ReportStat;
}

/** An item as its latest analysis left it. */
export interface ReportItem {
  id: string;
  title: string;
  url: string;
  contentType: ContentType;
  status: ContentStatus;
  healthScore: number;
  freshness: number;
  seoScore: number;
  readability: number;
  lastAnalyzed: string;
}

export interface ContentTypeCount {
  contentType: ContentType;
  count: number;
}

export interface HealthDay {
  /** YYYY-MM-DD (UTC). */
  day: string;
  analyses: number;
  /** Average health score of the day's analyses, rounded; null on a day without analyses. */
  averageHealthScore: number | null;
}

export type HealthDistribution = Record<HealthBucket, number>;

export interface ContentReport {
  range: ReportRange;
  previousRange: ReportRange;
  stats: ReportStats;
  /** Items whose latest analysis falls in the range, by its score: excellent 90-100, good 70-89, fair 50-69, poor 0-49. */
  healthDistribution: HealthDistribution;
  /** Items that existed at the end of the range, by content type. */
  contentTypes: ContentTypeCount[];
  /** The 5 best of the items analysed in the range, highest score first. */
  topPerforming: ReportItem[];
  /** The 5 worst of them, lowest score first. */
  needingAttention: ReportItem[];
  /** The first 10 of them, most recently analysed first. */
  detailedAnalysis: ReportItem[];
  /** One entry per day of the range, oldest first. */
  healthByDay: HealthDay[];
}

// ---- the range ---------------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** YYYY-MM-DD of a UTC instant. */
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);
export const addDays = (day: string, days: number): string => utcDay(new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS));
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** A real calendar day as YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && utcDay(date) === text;
}

/** The last `days` days up to and including `today`. */
export function lastDays(days: number, today: Date): ReportRange {
  const to = utcDay(today);
  return { from: addDays(to, -(days - 1)), to, days };
}

export function previousRange(range: ReportRange): ReportRange {
  return { from: addDays(range.from, -range.days), to: addDays(range.from, -1), days: range.days };
}

/**
 * The range a request asks for: `from` and `to` are optional ISO days; a missing `to` is today, a missing `from`
 * the 30 days up to `to`. The error message names the field at fault.
 */
export function parseReportRange(from: unknown, to: unknown, today: Date): ReportRange | { error: string } {
  for (const [field, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (value !== undefined && (typeof value !== 'string' || !isIsoDay(value))) return { error: `${field} must be an ISO date (YYYY-MM-DD)` };
  }
  const end = (to as string | undefined) ?? utcDay(today);
  const start = (from as string | undefined) ?? addDays(end, -(DEFAULT_REPORT_DAYS - 1));
  if (start > end) return { error: 'from must not be after to' };
  const days = daysBetween(start, end) + 1;
  if (days > MAX_REPORT_DAYS) return { error: `from must be at most ${MAX_REPORT_DAYS} days before to` };
  return { from: start, to: end, days };
}

/** The first instant after the range's last day. */
export const rangeEnd = (range: ReportRange): Date => new Date(Date.parse(`${addDays(range.to, 1)}T00:00:00.000Z`));
export const rangeStart = (range: ReportRange): Date => new Date(Date.parse(`${range.from}T00:00:00.000Z`));

// ---- the figures -------------------------------------------------------------------------------------------

export function changePercent(value: number | null, previous: number | null): number | null {
  if (value === null || previous === null || previous === 0) return null;
  return Math.round(((value - previous) / previous) * 100);
}

export const reportStat = (value: number | null, previous: number | null): ReportStat => ({ value, previous, changePercent: changePercent(value, previous) });

export function emptyDistribution(): HealthDistribution {
  return { excellent: 0, good: 0, fair: 0, poor: 0 };
}
