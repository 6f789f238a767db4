import { contentStats } from './content-stats';

const item = (status: string, healthScore: number, analysed = true) => ({ status, healthScore, analysis: analysed ? { healthScore } : null });

describe('content stats computed from folded items', () => {
  it('counts by status and averages the health score of analysed items only', () => {
    expect(contentStats([item('fresh', 90), item('needs_update', 60), item('outdated', 30), item('fresh', 80), item('needs_update', 0, false)])).toEqual({
      total: 5,
      fresh: 2,
      needsUpdate: 2,
      outdated: 1,
      analysed: 4,
      averageHealthScore: 65,
    });
    expect(contentStats([])).toEqual({ total: 0, fresh: 0, needsUpdate: 0, outdated: 0, analysed: 0, averageHealthScore: null });
  });

  // Postgres's round(double precision) rounds halves to even (checked: avg of 40 and 41 is 40, of 41 and 42 is 42).
  it('rounds a half to even, as the live SQL does', () => {
    expect(contentStats([item('fresh', 40), item('fresh', 41)]).averageHealthScore).toBe(40);
    expect(contentStats([item('fresh', 41), item('fresh', 42)]).averageHealthScore).toBe(42);
    expect(contentStats([item('fresh', 41), item('fresh', 41), item('fresh', 42)]).averageHealthScore).toBe(41);
  });
});
