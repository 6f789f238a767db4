/**
 * The numbers by which the analyser judges a page. The API's engine applies them
 * (api/src/engine/analyse/status.ts and analyse-locally.ts) and the web's help texts are
 * written from them, so changing one here changes both.
 */

/**
 * The status rules, checked in this order, the first that applies winning: outdated below 40 or older than twice
 * the freshness threshold; needs update below 70, older than the threshold, or a source changed since the page
 * was last updated; fresh otherwise.
 */
export const STATUS_RULES = {
  outdatedBelowScore: 40,
  outdatedAgeFactor: 2,
  needsUpdateBelowScore: 70,
  needsUpdateAgeFactor: 1,
  /** A page whose text presents a past year as current needs an update once it is older than this share of the threshold. */
  needsUpdateStaleYearAgeFactor: 0.5,
} as const;

/** healthScore = 40% freshness + 30% SEO + 30% readability, rounded, then capped by error-level issues. */
export const HEALTH_WEIGHTS = { freshness: 0.4, seo: 0.3, readability: 0.3 } as const;

/** One error caps the health score at 69 (never 'fresh'); each further error lowers the cap by 10, down to 40. */
export const ERROR_CAP = { first: 69, step: 10, floor: 40 } as const;

/** The health score before any cap: the weighted sum of the three sub-scores, rounded. */
export function weightedHealthScore(scores: { freshness: number; seo: number; readability: number }): number {
  return Math.round(HEALTH_WEIGHTS.freshness * scores.freshness + HEALTH_WEIGHTS.seo * scores.seo + HEALTH_WEIGHTS.readability * scores.readability);
}

/** The highest health score a page with `errors` error-level issues can have (100 without any). */
export function healthScoreCap(errors: number): number {
  return errors === 0 ? 100 : Math.max(ERROR_CAP.floor, ERROR_CAP.first - ERROR_CAP.step * (errors - 1));
}
