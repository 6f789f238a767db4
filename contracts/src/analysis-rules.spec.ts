import { ERROR_CAP, HEALTH_WEIGHTS, STATUS_RULES } from './analysis-rules';

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
});
