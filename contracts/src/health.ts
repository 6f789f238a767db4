/** Health-score colour bands and report buckets. */
import { isMeasured, type LastCheck } from './page-state';

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

/** Each report bucket with the scores it holds, best first: what the Reports screen labels them with. */
export const HEALTH_BUCKET_RANGES: readonly { bucket: HealthBucket; from: number; to: number }[] = HEALTH_BUCKETS.map(([from, bucket], index) => ({
  bucket,
  from,
  to: index === 0 ? 100 : HEALTH_BUCKETS[index - 1][0] - 1,
}));

function lookUp<T>(table: ScoreTable<T>, score: number): T {
  return (table.find(([from]) => score >= from) ?? table[table.length - 1])[1];
}

export function healthBand(score: number): HealthBand {
  return lookUp(HEALTH_BANDS, score);
}

export function healthBucket(score: number): HealthBucket {
  return lookUp(HEALTH_BUCKETS, score);
}

/**
 * Whether an item's health score is a measurement. A new item starts at 0 before anything has
 * judged it; counting those zeros made the home card read 19% while the analysed pages averaged 63%.
 */
export function isAnalysed<T extends { analysis: unknown }>(item: T): item is T & { analysis: NonNullable<T['analysis']> } {
  return item.analysis !== null && item.analysis !== undefined;
}

/**
 * The one health average every screen shows: the mean of the given scores, rounded to a whole percent, null when
 * there is none. The scores are read as the read model stores them (float4) and halves round to even, exactly as
 * Postgres's round(avg(health_score)) does, so the SQL stats and the figures computed here never disagree.
 */
export function averageHealthScore(scores: Iterable<number>): number | null {
  let sum = 0;
  let count = 0;
  for (const score of scores) {
    sum += Math.fround(score);
    count++;
  }
  return count > 0 ? roundHalfToEven(sum / count) : null;
}

/**
 * The average health of the items among these whose last check analysed them (page-state.ts's isMeasured): what
 * 'Health Score' and 'Average health score' mean everywhere. Unchecked and failed pages are not averaged as 0.
 */
export function analysedHealthAverage(items: Iterable<{ lastCheck: LastCheck | null; healthScore: number }>): number | null {
  const scores: number[] = [];
  for (const item of items) if (isMeasured(item)) scores.push(item.healthScore);
  return averageHealthScore(scores);
}

function roundHalfToEven(value: number): number {
  const floor = Math.floor(value);
  const fraction = value - floor;
  if (fraction > 0.5) return floor + 1;
  if (fraction < 0.5) return floor;
  return floor % 2 === 0 ? floor : floor + 1;
}
