/**
 * The dashboards' rules: which items and tasks each card lists, and the figures it
 * shows, all measured from the user's own content.
 */
import { STATUS_RULES } from './analysis-rules';
import { averageHealthScore } from './health';
import { isMeasured } from './page-state';
import type { ContentItem, ContentStats, Task } from './types';

export const DASHBOARD_RULES = {
  /** The home dashboard's Recent Content and Pending Tasks cards. */
  recentContent: 5,
  pendingTasks: 5,
  /** The overview's Recent Activities: the most recently analysed items. */
  recentActivities: 4,
  /** The overview's Priority Actions: the lowest scores first. */
  priorityActions: 3,
  /**
   * Priority starts where a score alone makes a page need an update, and turns urgent where it makes the page
   * outdated: the dashboard speaks of the same pages the statuses do.
   */
  priorityBelowScore: STATUS_RULES.needsUpdateBelowScore,
  urgentBelowScore: STATUS_RULES.outdatedBelowScore,
  /** This Week's Performance looks back this many days. */
  weekDays: 7,
} as const;

/** The first items in the order the API lists them. */
export function recentContent(items: ContentItem[]): ContentItem[] {
  return items.slice(0, DASHBOARD_RULES.recentContent);
}

/** The first tasks whose status is pending, in the order the API lists them (newest first). */
export function pendingTasks(tasks: Task[]): Task[] {
  return tasks.filter((task) => task.status === 'pending').slice(0, DASHBOARD_RULES.pendingTasks);
}

export interface PriorityAction {
  item: ContentItem;
  action: 'Update' | 'Review';
  priority: 'high' | 'medium';
}

/**
 * Up to 3 items below 70, lowest first; below 40 they need an update (high), otherwise a review (medium).
 * Only items whose last check analysed them count (page-state.ts): a new item starts at health 0 before anything
 * has judged it, and a list of unchecked or failed items would crowd out the pages that really scored badly.
 */
export function priorityActions(items: ContentItem[]): PriorityAction[] {
  return items
    .filter((item) => isMeasured(item) && item.healthScore < DASHBOARD_RULES.priorityBelowScore)
    .sort((a, b) => a.healthScore - b.healthScore)
    .slice(0, DASHBOARD_RULES.priorityActions)
    .map((item) =>
      item.healthScore < DASHBOARD_RULES.urgentBelowScore ? { item, action: 'Update', priority: 'high' } : { item, action: 'Review', priority: 'medium' },
    );
}

/** An item that has been analysed at least once: Recent Activities shows when. */
export type AnalysedContentItem = ContentItem & { lastAnalyzed: string };

/** Up to 4 most recently analysed items, newest first. */
export function recentActivities(items: ContentItem[]): AnalysedContentItem[] {
  return items
    .filter((item): item is AnalysedContentItem => item.lastAnalyzed !== null)
    .sort((a, b) => Date.parse(b.lastAnalyzed) - Date.parse(a.lastAnalyzed))
    .slice(0, DASHBOARD_RULES.recentActivities);
}

export interface HealthOverviewBar {
  label: string;
  /** Percent, or null when there is nothing to measure yet. */
  value: number | null;
}

const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : null);

/**
 * The Content Health Overview bars, all measured from the user's own items. Rather than a fixed SEO bar of
 * 85 percent, Freshwatch shows the real average SEO score of the items whose last check analysed them instead of a made-up figure.
 */
export function healthOverview(items: ContentItem[], stats: ContentStats): HealthOverviewBar[] {
  const analysed = items.flatMap((item) => (isMeasured(item) && item.analysis ? [item.analysis] : []));
  return healthOverviewBars(stats, averageHealthScore(analysed.map((a) => a.seoScore)), averageHealthScore(analysed.map((a) => a.readability)));
}

/** The bars from the stats and the analysed items' average SEO and readability scores (the server keeps those sums). */
export function healthOverviewBars(stats: ContentStats, seoAverage: number | null, readabilityAverage: number | null): HealthOverviewBar[] {
  return [
    { label: 'Fresh content', value: percentOf(stats.fresh, stats.total) },
    // The contracts' one health average (analysed items only), as the stats compute it.
    { label: 'Average health score', value: stats.averageHealthScore },
    { label: 'SEO optimization', value: seoAverage },
    { label: 'Readability', value: readabilityAverage },
  ];
}

const DAY_MS = 24 * 60 * 60 * 1000;

export interface WeeklyPerformance {
  /** Items whose last check, in the last 7 days, analysed them. */
  analysed: number;
  total: number;
  /** Their average health score (the contracts' one average), or null when none was analysed. */
  averageHealth: number | null;
  /** How many of them came out fresh. */
  fresh: number;
  /** Error-level issues in their latest analyses: what the week's checks found seriously wrong. */
  errors: number;
  /** Items not checked yet or whose last check failed (page-state.ts): they have no figures to show. */
  unchecked: number;
}

/**
 * This Week's Performance, measured from the items themselves: the last 7 days of analyses, by each item's
 * latest analysis, for the items whose last check analysed them. The list carries only the latest analysis per
 * item, so a week-over-week change cannot be computed honestly from it; the card shows no trend rather than an
 * invented one.
 */
export function weeklyPerformance(items: ContentItem[], now: Date): WeeklyPerformance {
  const since = now.getTime() - DASHBOARD_RULES.weekDays * DAY_MS;
  const thisWeek = items.filter((item) => isMeasured(item) && item.lastAnalyzed !== null && Date.parse(item.lastAnalyzed) >= since);
  return {
    analysed: thisWeek.length,
    total: items.length,
    averageHealth: averageHealthScore(thisWeek.map((item) => item.healthScore)),
    fresh: thisWeek.filter((item) => item.status === 'fresh').length,
    errors: thisWeek.reduce((sum, item) => sum + (item.analysis?.issues.filter((issue) => issue.severity === 'error').length ?? 0), 0),
    unchecked: items.filter((item) => !isMeasured(item)).length,
  };
}

/**
 * GET /api/analytics/dashboard: everything the home dashboard and /dashboard show about content, each part exactly
 * what the functions above give for the whole list (recentContent, recentActivities, priorityActions,
 * healthOverview, weeklyPerformance at the request's time), computed on the server from kept counts and indexes,
 * so that a workspace of 100,000 items does not send them all to draw five cards.
 */
export interface DashboardSummary {
  stats: ContentStats;
  recentContent: ContentItem[];
  recentActivities: AnalysedContentItem[];
  priorityActions: PriorityAction[];
  healthOverview: HealthOverviewBar[];
  weeklyPerformance: WeeklyPerformance;
}
