import { decideStatus } from './status';

describe('decideStatus (threshold 180 days)', () => {
  const base = { freshnessThresholdDays: 180, sourceChangedSinceUpdate: false };

  it.each([
    // healthScore, ageDays, sourceChanged, expected
    [95, 10, false, 'fresh'],
    [70, 180, false, 'fresh'], // exactly 70 and exactly the threshold are still fresh
    [70, null, false, 'fresh'], // unknown age: the score decides
    [69, 10, false, 'needs_update'], // below 70
    [95, 181, false, 'needs_update'], // older than the threshold
    [95, 10, true, 'needs_update'], // a source changed since the last update
    [95, 360, false, 'needs_update'], // exactly twice the threshold is not yet outdated
    [40, 10, false, 'needs_update'], // exactly 40
    [39, 10, false, 'outdated'], // below 40
    [95, 361, false, 'outdated'], // older than twice the threshold
    [39, null, true, 'outdated'], // outdated wins over a changed source
    [0, null, false, 'outdated'],
  ])('score %s, %s days old, source changed %s → %s', (healthScore, ageDays, sourceChangedSinceUpdate, expected) => {
    expect(decideStatus({ ...base, healthScore, ageDays, sourceChangedSinceUpdate })).toBe(expected);
  });

  it('moves a page whose text presents a past year as current to needs_update once it is older than half the threshold', () => {
    const stale = { ...base, healthScore: 95, staleYearReadAsCurrent: true };
    expect(decideStatus({ ...stale, ageDays: 30 })).toBe('fresh');
    expect(decideStatus({ ...stale, ageDays: 90 })).toBe('fresh');
    expect(decideStatus({ ...stale, ageDays: 91 })).toBe('needs_update');
    expect(decideStatus({ ...stale, ageDays: null })).toBe('needs_update');
    expect(decideStatus({ ...base, healthScore: 95, ageDays: 91, staleYearReadAsCurrent: false })).toBe('fresh');
  });

  it('scales the age rules with the threshold', () => {
    expect(decideStatus({ ...base, freshnessThresholdDays: 30, healthScore: 90, ageDays: 31 })).toBe('needs_update');
    expect(decideStatus({ ...base, freshnessThresholdDays: 30, healthScore: 90, ageDays: 61 })).toBe('outdated');
    expect(decideStatus({ ...base, freshnessThresholdDays: 365, healthScore: 90, ageDays: 300 })).toBe('fresh');
  });
});
