/** Health-score colour bands and report buckets (brief, section 4). */

export type HealthBand = 'green' | 'blue' | 'yellow' | 'red';
export type HealthBucket = 'excellent' | 'good' | 'fair' | 'poor';

/** Each entry holds from its score up to the next entry's; the last one takes everything below. */
type ScoreTable<T> = readonly (readonly [from: number, value: T])[];

/** Bars and badges: 80 or more green, 60-79 blue, 40-59 yellow, below 40 red. */
const HEALTH_BANDS: ScoreTable<HealthBand> = [
  [80, 'green'],
  [60, 'blue'],
  [40, 'yellow'],
  [0, 'red'],
];

/** Report distribution buckets: excellent 90-100, good 70-89, fair 50-69, poor 0-49. */
const HEALTH_BUCKETS: ScoreTable<HealthBucket> = [
  [90, 'excellent'],
  [70, 'good'],
  [50, 'fair'],
  [0, 'poor'],
];

function lookUp<T>(table: ScoreTable<T>, score: number): T {
  return (table.find(([from]) => score >= from) ?? table[table.length - 1])[1];
}

export function healthBand(score: number): HealthBand {
  return lookUp(HEALTH_BANDS, score);
}

export function healthBucket(score: number): HealthBucket {
  return lookUp(HEALTH_BUCKETS, score);
}
