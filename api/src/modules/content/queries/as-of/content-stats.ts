import type { ContentStats } from '@freshwatch/contracts';

/**
 * The stats of a set of items, computed as the live query computes them in SQL (GetContentStatsHandler): the
 * average is a float4 column's average rounded by Postgres's round(double precision), which rounds halves to
 * even.
 */
export function contentStats(items: Iterable<{ status: string; healthScore: number }>): ContentStats {
  const stats = { total: 0, fresh: 0, needsUpdate: 0, outdated: 0, averageHealthScore: 0 };
  let sum = 0;
  for (const item of items) {
    stats.total++;
    if (item.status === 'fresh') stats.fresh++;
    else if (item.status === 'needs_update') stats.needsUpdate++;
    else if (item.status === 'outdated') stats.outdated++;
    sum += Math.fround(item.healthScore);
  }
  if (stats.total > 0) stats.averageHealthScore = roundHalfToEven(sum / stats.total);
  return stats;
}

function roundHalfToEven(value: number): number {
  const floor = Math.floor(value);
  const fraction = value - floor;
  if (fraction > 0.5) return floor + 1;
  if (fraction < 0.5) return floor;
  return floor % 2 === 0 ? floor : floor + 1;
}
