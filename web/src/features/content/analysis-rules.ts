import type { ContentStatus } from '@freshwatch/contracts';
import { ERROR_CAP, HEALTH_WEIGHTS, STATUS_RULES } from '@freshwatch/contracts/analysis-rules';
import { SETTING_DEFINITIONS } from '@freshwatch/contracts/settings';

/**
 * How the analyser decides an item's status and health score, in the words the help tooltips show. Every number
 * comes from the rules in contracts that the API's engine applies, so the texts cannot fall behind the engine.
 */
const THRESHOLD_DAYS = SETTING_DEFINITIONS.freshness_threshold.defaultValue;

export const FRESHNESS_THRESHOLD_NOTE = `The freshness threshold is set in Settings (${THRESHOLD_DAYS} days by default); a page's age counts from its last modification.`;

/** 'the freshness threshold', 'twice the freshness threshold', '3 times the freshness threshold'. */
function timesThreshold(factor: number): string {
  const multiple = factor === 1 ? '' : factor === 2 ? 'twice ' : `${factor} times `;
  return `${multiple}the freshness threshold`;
}

const { outdatedBelowScore, outdatedAgeFactor, needsUpdateBelowScore, needsUpdateAgeFactor, needsUpdateStaleYearAgeFactor } = STATUS_RULES;
const staleYearAge = needsUpdateStaleYearAgeFactor === 0.5 ? 'half the freshness threshold' : timesThreshold(needsUpdateStaleYearAgeFactor);

export const STATUS_RULE_TEXTS: Record<ContentStatus, string> = {
  outdated: `Health score below ${outdatedBelowScore}, or the page is older than ${timesThreshold(outdatedAgeFactor)}.`,
  needs_update: `Health score below ${needsUpdateBelowScore}, the page is older than ${timesThreshold(needsUpdateAgeFactor)}, a source changed since the page was last updated, or its text presents a past year as current and it is older than ${staleYearAge}.`,
  fresh: `Health score ${needsUpdateBelowScore} or more, the page is not older than ${timesThreshold(needsUpdateAgeFactor)}, no source changed since it was last updated, and no past year reads as current on a page older than ${staleYearAge}.`,
};

/** The order the rules are checked in: the first that matches wins. */
export const STATUS_RULE_ORDER: ContentStatus[] = ['outdated', 'needs_update', 'fresh'];

const percent = (weight: number) => `${Math.round(weight * 100)}%`;

export const HEALTH_SCORE_RULE =
  `Health score = ${percent(HEALTH_WEIGHTS.freshness)} freshness + ${percent(HEALTH_WEIGHTS.seo)} SEO + ${percent(HEALTH_WEIGHTS.readability)} readability. ` +
  `One error-level issue caps it at ${ERROR_CAP.first}; each further error lowers the cap by ${ERROR_CAP.step}, down to ${ERROR_CAP.floor}.`;
