import { analysedHealthAverage, type ContentStats, contentStanding, type ContentStatus, isMeasured, type LastCheck } from '@freshwatch/contracts';

/**
 * The stats of a set of items, computed as the live query computes them in SQL (GetContentStatsHandler), with the
 * contracts' one rule (page-state.ts: unchecked and failed items counted apart and not averaged) and one health
 * average: float4 scores, halves rounded to even.
 */
export function contentStats(items: Iterable<{ status: ContentStatus; healthScore: number; lastCheck: LastCheck | null }>): ContentStats {
  const all = [...items];
  const standing = (value: string) => all.filter((item) => contentStanding(item) === value).length;
  return {
    total: all.length,
    fresh: standing('fresh'),
    needsUpdate: standing('needs_update'),
    outdated: standing('outdated'),
    notChecked: standing('not_checked'),
    checkFailed: standing('check_failed'),
    analysed: all.filter(isMeasured).length,
    averageHealthScore: analysedHealthAverage(all),
  };
}
