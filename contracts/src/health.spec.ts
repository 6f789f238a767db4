import { analysedHealthAverage, averageHealthScore, HEALTH_BUCKET_RANGES, healthBand, healthBucket } from './health';

describe('health bands', () => {
  it('colours bars at 80/60/40', () => {
    expect([100, 80, 79, 60, 59, 40, 39, 0].map(healthBand)).toEqual(['green', 'green', 'blue', 'blue', 'yellow', 'yellow', 'red', 'red']);
  });
  it('buckets reports at 90/70/50', () => {
    expect([100, 90, 89, 70, 69, 50, 49, 0].map(healthBucket)).toEqual(['excellent', 'excellent', 'good', 'good', 'fair', 'fair', 'poor', 'poor']);
  });
  it('gives each bucket the scores from its threshold up to the next one', () => {
    expect(HEALTH_BUCKET_RANGES).toEqual([
      { bucket: 'excellent', from: 90, to: 100 },
      { bucket: 'good', from: 70, to: 89 },
      { bucket: 'fair', from: 50, to: 69 },
      { bucket: 'poor', from: 0, to: 49 },
    ]);
  });
  it('puts a score below the scale (a rounding slip, a bad value) in the lowest band and bucket', () => {
    expect(healthBand(-1)).toBe('red');
    expect(healthBucket(-1)).toBe('poor');
  });
});

describe('the health average', () => {
  const at = '2026-01-01T00:00:00.000Z';
  const item = (healthScore: number, analysed: boolean) => ({ healthScore, lastCheck: analysed ? { outcome: 'analysed' as const, at, error: null } : null });

  it('averages analysed items only: a never-analysed item starts at 0 and is not a score', () => {
    // The case seen on the home card: 19% over everything, 63% over the analysed pages.
    const items = [item(70, true), item(56, true), item(0, false), item(0, false), item(0, false), item(0, false), item(0, false)];
    expect(analysedHealthAverage(items)).toBe(63);
    expect(analysedHealthAverage([item(0, false)])).toBeNull();
    expect(analysedHealthAverage([])).toBeNull();
  });

  it('leaves out an item whose last check failed, whatever score an earlier analysis left it', () => {
    const failed = { healthScore: 90, lastCheck: { outcome: 'failed' as const, at, error: 'The page answered 500 Internal Server Error' } };
    expect(analysedHealthAverage([item(40, true), failed])).toBe(40);
  });

  it('rounds halves to even on float4 scores, as Postgres rounds avg(real)', () => {
    expect(averageHealthScore([62, 63])).toBe(62);
    expect(averageHealthScore([63, 64])).toBe(64);
    expect(averageHealthScore([62.4])).toBe(62);
    expect(averageHealthScore([])).toBeNull();
  });
});
