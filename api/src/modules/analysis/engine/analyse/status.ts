// The status rules' numbers live in contracts, where the web's help texts read them too (docs/analysis.md quotes them).
import { type ContentStatus, STATUS_RULES } from '@freshwatch/contracts';

export interface StatusInput {
  healthScore: number;
  /** Days since the page last changed; null when unknown (then only the score and sources decide). */
  ageDays: number | null;
  freshnessThresholdDays: number;
  sourceChangedSinceUpdate: boolean;
}

/**
 * outdated: health score below 40, or older than twice the freshness threshold.
 * needs_update: health score below 70, older than the threshold, or a source changed since the page was last updated.
 * fresh: otherwise.
 */
export function decideStatus(input: StatusInput): ContentStatus {
  const { healthScore, ageDays, freshnessThresholdDays: threshold } = input;
  const olderThan = (factor: number) => ageDays !== null && ageDays > factor * threshold;
  if (healthScore < STATUS_RULES.outdatedBelowScore || olderThan(STATUS_RULES.outdatedAgeFactor)) return 'outdated';
  if (healthScore < STATUS_RULES.needsUpdateBelowScore || olderThan(STATUS_RULES.needsUpdateAgeFactor) || input.sourceChangedSinceUpdate) {
    return 'needs_update';
  }
  return 'fresh';
}
