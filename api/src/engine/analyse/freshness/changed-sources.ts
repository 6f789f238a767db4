import { plural } from '../findings';
import { type CheckOutcome, type FreshnessContext, nothingFound } from './freshness-check';
import { FRESHNESS_RULES } from './freshness-rules';

/**
 * Sources the page cites that changed since it was last updated: a high-priority warning for each of the first
 * five, with the change summary; 15 points off each of the first two.
 */
export function changedSources(_page: unknown, context: Pick<FreshnessContext, 'changedSources'>): CheckOutcome {
  const changed = context.changedSources ?? [];
  if (changed.length === 0) return nothingFound;
  return {
    findings: changed.slice(0, 5).map((source) => ({
      type: 'freshness.source_changed',
      severity: 'warning',
      priority: 'high',
      message: `The source ${source.url} changed since the page was last updated: ${source.summary}`,
      recommendation: `Review the page against the changed source ${source.url} and update what no longer matches.`,
    })),
    deduction: {
      reason: plural(changed.length, 'changed source'),
      points: Math.min(changed.length, FRESHNESS_RULES.changedSourceMaxCount) * FRESHNESS_RULES.changedSourcePenalty,
    },
  };
}
