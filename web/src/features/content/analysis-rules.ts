import { type ContentStatus, SETTING_DEFINITIONS } from '@freshwatch/contracts';

/**
 * How the analyser decides an item's status and health score, in the words the help tooltips show.
 * These quote the API's rules (api/src/modules/analysis/engine/analyse/status.ts and analyse-locally.ts, which
 * docs/analysis.md documents); the numbers live in the API, not in contracts, so a change there must be copied
 * here by hand.
 */
const THRESHOLD_DAYS = SETTING_DEFINITIONS.freshness_threshold.defaultValue;

export const FRESHNESS_THRESHOLD_NOTE = `The freshness threshold is set in Settings (${THRESHOLD_DAYS} days by default); a page's age counts from its last modification.`;

export const STATUS_RULES: Record<ContentStatus, string> = {
  outdated: 'Health score below 40, or the page is older than twice the freshness threshold.',
  needs_update: 'Health score below 70, the page is older than the freshness threshold, or a source changed since the page was last updated.',
  fresh: 'Health score 70 or more, the page is not older than the freshness threshold, and no source changed since it was last updated.',
};

/** The order the rules are checked in: the first that matches wins. */
export const STATUS_RULE_ORDER: ContentStatus[] = ['outdated', 'needs_update', 'fresh'];

export const HEALTH_SCORE_RULE =
  'Health score = 40% freshness + 30% SEO + 30% readability. One error-level issue caps it at 69; each further error lowers the cap by 10, down to 40.';
