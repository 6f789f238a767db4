import type { Finding } from '../findings';
import type { ReadableText } from './readable-text';
import { READABILITY_RULES } from './readability-rules';

export type Rating = 'good' | 'ok' | 'bad';

/**
 * One Yoast-style assessment: a pure function of the text that rates it and, unless the rating is good, says
 * what to improve. It names the facts it reads in its parameter type, so its unit test builds only those.
 */
export type Assessment = (text: ReadableText) => AssessmentOutcome;

export interface AssessmentOutcome {
  rating: Rating;
  /** The measured value the rating comes from (a share 0-1, or a count). */
  value: number;
  findings: readonly Finding[];
}

/** A rating with the finding it calls for: none when good, a warning when bad, a note when borderline. */
export function rated(rating: Rating, value: number, problem: () => Omit<Finding, 'severity'>): AssessmentOutcome {
  if (rating === 'good') return { rating, value, findings: [] };
  return { rating, value, findings: [{ ...problem(), severity: rating === 'bad' ? 'warning' : 'info' }] };
}

/** Good up to `limits.good`, borderline up to `limits.ok`, bad above. */
export const ratingAtMost = (value: number, limits: { good: number; ok: number }): Rating =>
  value <= limits.good ? 'good' : value <= limits.ok ? 'ok' : 'bad';

/** Good from `limits.good` on, borderline from `limits.ok`, bad below. */
export const ratingAtLeast = (value: number, limits: { good: number; ok: number }): Rating =>
  value >= limits.good ? 'good' : value >= limits.ok ? 'ok' : 'bad';

/** Passive voice and transition words are judged in English texts (no lang, or lang 'en…') long enough to show a habit. */
export const isEnglishProse = (text: Pick<ReadableText, 'lang' | 'words'>): boolean =>
  (!text.lang || /^en\b/i.test(text.lang)) && text.words >= READABILITY_RULES.minWordsForStyleChecks;
