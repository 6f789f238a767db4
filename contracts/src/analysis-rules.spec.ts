import { ERROR_CAP, HEALTH_WEIGHTS, healthScoreCap, STATUS_RULES, weightedHealthScore } from './analysis-rules';

describe('analysis rules', () => {
  it('weighs the three part scores to a whole health score', () => {
    const total = HEALTH_WEIGHTS.freshness + HEALTH_WEIGHTS.seo + HEALTH_WEIGHTS.readability;
    expect(total).toBeCloseTo(1, 10);
  });

  it('keeps a page with an error-level issue from counting as fresh', () => {
    expect(ERROR_CAP.first).toBeLessThan(STATUS_RULES.needsUpdateBelowScore);
  });

  it('lowers the cap with each further error, never below the floor', () => {
    expect(ERROR_CAP.step).toBeGreaterThan(0);
    expect(ERROR_CAP.floor).toBeLessThanOrEqual(ERROR_CAP.first);
  });

  it('orders the status rules so that each status can be reached (the first rule that applies wins)', () => {
    expect(STATUS_RULES.outdatedBelowScore).toBeLessThan(STATUS_RULES.needsUpdateBelowScore);
    expect(STATUS_RULES.outdatedAgeFactor).toBeGreaterThan(STATUS_RULES.needsUpdateAgeFactor);
  });

  it('blends the sub-scores 40/30/30 and rounds', () => {
    expect(weightedHealthScore({ freshness: 100, seo: 50, readability: 0 })).toBe(55);
    expect(weightedHealthScore({ freshness: 81, seo: 77, readability: 64 })).toBe(Math.round(32.4 + 23.1 + 19.2));
  });

  it('caps the health score at 69 for one error, 59 for two, and never below 40', () => {
    expect([0, 1, 2, 3, 4, 9].map(healthScoreCap)).toEqual([100, 69, 59, 49, 40, 40]);
  });
});
