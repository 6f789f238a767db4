/** Health-score colour bands (brief, section 4). */

export type HealthBand = 'green' | 'blue' | 'yellow' | 'red';

/** Bars and badges: 80 or more green, 60-79 blue, 40-59 yellow, below 40 red. */
export function healthBand(score: number): HealthBand {
  if (score >= 80) return 'green';
  if (score >= 60) return 'blue';
  if (score >= 40) return 'yellow';
  return 'red';
}

/** Report distribution buckets: excellent 90-100, good 70-89, fair 50-69, poor 0-49. */
export type HealthBucket = 'excellent' | 'good' | 'fair' | 'poor';
export function healthBucket(score: number): HealthBucket {
  if (score >= 90) return 'excellent';
  if (score >= 70) return 'good';
  if (score >= 50) return 'fair';
  return 'poor';
}
