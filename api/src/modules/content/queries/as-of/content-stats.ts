import { analysedHealthAverage, type ContentStats, isAnalysed } from '@freshwatch/contracts';

/**
 * The stats of a set of items, computed as the live query computes them in SQL (GetContentStatsHandler), with the
 * contracts' one health average: analysed items only, float4 scores, halves rounded to even.
 */
export function contentStats(items: Iterable<{ status: string; healthScore: number; analysis: unknown }>): ContentStats {
  const all = [...items];
  return {
    total: all.length,
    fresh: all.filter((item) => item.status === 'fresh').length,
    needsUpdate: all.filter((item) => item.status === 'needs_update').length,
    outdated: all.filter((item) => item.status === 'outdated').length,
    analysed: all.filter(isAnalysed).length,
    averageHealthScore: analysedHealthAverage(all),
  };
}
