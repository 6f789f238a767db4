import {
  type ContentItem,
  type ContentStats,
  type DashboardSummary,
  healthOverview,
  priorityActions,
  recentActivities,
  recentContent,
  weeklyPerformance,
} from '@freshwatch/contracts';

export const NO_STATS: ContentStats = { total: 0, fresh: 0, needsUpdate: 0, outdated: 0, notChecked: 0, checkFailed: 0, analysed: 0, averageHealthScore: null };

/**
 * What GET /api/analytics/dashboard answers for these items and stats: the contracts' functions over the whole list,
 * which the server's get-dashboard.e2e-spec holds it to.
 */
export function aDashboardSummary(items: ContentItem[], stats: ContentStats, now = new Date()): DashboardSummary {
  return {
    stats,
    recentContent: recentContent(items),
    recentActivities: recentActivities(items),
    priorityActions: priorityActions(items),
    healthOverview: healthOverview(items, stats),
    weeklyPerformance: weeklyPerformance(items, now),
  };
}
