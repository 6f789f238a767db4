import { healthBand, healthBucket } from './health';

describe('health bands', () => {
  it('colours bars at 80/60/40', () => {
    expect([100, 80, 79, 60, 59, 40, 39, 0].map(healthBand)).toEqual(['green', 'green', 'blue', 'blue', 'yellow', 'yellow', 'red', 'red']);
  });
  it('buckets reports at 90/70/50', () => {
    expect([100, 90, 89, 70, 69, 50, 49, 0].map(healthBucket)).toEqual(['excellent', 'excellent', 'good', 'good', 'fair', 'fair', 'poor', 'poor']);
  });
  it('puts a score below the scale (a rounding slip, a bad value) in the lowest band and bucket', () => {
    expect(healthBand(-1)).toBe('red');
    expect(healthBucket(-1)).toBe('poor');
  });
});
