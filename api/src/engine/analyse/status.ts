// The status rules' numbers live in contracts, where the web's help texts read them too (docs/analysis.md quotes them).
import { type ContentStatus, STATUS_RULES } from '@freshwatch/contracts';

export interface StatusInput {
  healthScore: number;
  /** Days since the page last changed; null when unknown (then only the score and sources decide). */
  ageDays: number | null;
  freshnessThresholdDays: number;
  sourceChangedSinceUpdate: boolean;
  /** The text presents a past year as current ('the best tools of 2019'); historical years do not count. */
  staleYearReadAsCurrent?: boolean;
}

/**
 * outdated: health score below 40, or older than twice the freshness threshold.
 * needs_update: health score below 70, older than the threshold, a source changed since the page was last updated, or
 * the text presents a past year as current and the page is older than half the threshold (or undated): a stale phrase
 * on a page nobody touched for months is what a reader notices first.
 * fresh: otherwise.
 */
export function decideStatus(input: StatusInput): ContentStatus {
  const { healthScore, ageDays, freshnessThresholdDays: threshold } = input;
  const olderThan = (factor: number) => ageDays !== null && ageDays > factor * threshold;
  if (healthScore < STATUS_RULES.outdatedBelowScore || olderThan(STATUS_RULES.outdatedAgeFactor)) return 'outdated';
  const staleYearOnOldPage = input.staleYearReadAsCurrent === true && (ageDays === null || olderThan(STATUS_RULES.needsUpdateStaleYearAgeFactor));
  if (
    healthScore < STATUS_RULES.needsUpdateBelowScore ||
    olderThan(STATUS_RULES.needsUpdateAgeFactor) ||
    input.sourceChangedSinceUpdate ||
    staleYearOnOldPage
  ) {
    return 'needs_update';
  }
  return 'fresh';
}
