import type { ContentStatus, LastCheck } from '@freshwatch/contracts';
import { contentStats } from './content-stats';

const at = '2026-01-01T00:00:00.000Z';
const analysed: LastCheck = { outcome: 'analysed', at, error: null };
const failed: LastCheck = { outcome: 'failed', at, error: 'The page answered 500 Internal Server Error' };
const item = (status: ContentStatus, healthScore: number, lastCheck: LastCheck | null = analysed) => ({ status, healthScore, lastCheck });

describe('content stats computed from folded items', () => {
  it('counts by status and averages the health score of the items whose last check analysed them only', () => {
    const items = [item('fresh', 90), item('needs_update', 60), item('outdated', 30), item('fresh', 80), item('fresh', 0, null), item('fresh', 70, failed)];
    expect(contentStats(items)).toEqual({
      total: 6,
      fresh: 2,
      needsUpdate: 1,
      outdated: 1,
      notChecked: 1,
      checkFailed: 1,
      analysed: 4,
      averageHealthScore: 65,
    });
    expect(contentStats([])).toEqual({ total: 0, fresh: 0, needsUpdate: 0, outdated: 0, notChecked: 0, checkFailed: 0, analysed: 0, averageHealthScore: null });
  });

  // Postgres's round(double precision) rounds halves to even (checked: avg of 40 and 41 is 40, of 41 and 42 is 42).
  it('rounds a half to even, as the live SQL does', () => {
    expect(contentStats([item('fresh', 40), item('fresh', 41)]).averageHealthScore).toBe(40);
    expect(contentStats([item('fresh', 41), item('fresh', 42)]).averageHealthScore).toBe(42);
    expect(contentStats([item('fresh', 41), item('fresh', 41), item('fresh', 42)]).averageHealthScore).toBe(41);
  });
});
