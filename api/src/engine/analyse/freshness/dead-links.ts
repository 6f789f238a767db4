import type { ExtractedPage } from '../../extract/extract-page';
import { displayUrl, formatList, plural } from '../findings';
import { type CheckOutcome, type FreshnessContext, nothingFound } from './freshness-check';
import { FRESHNESS_RULES } from './freshness-rules';

const { deadLinksErrorCount, deadLinksErrorShare, deadLinkMaxCount, deadLinkPenalty } = FRESHNESS_RULES;

/**
 * Broken links among those the caller checked: one finding naming them, an error from 3 on or from 20% of the
 * checked links; 5 points off each of the first five.
 */
export function deadLinks(page: Pick<ExtractedPage, 'url'>, context: Pick<FreshnessContext, 'deadLinks' | 'linksChecked'>): CheckOutcome {
  const dead = context.deadLinks ?? [];
  if (dead.length === 0) return nothingFound;
  const checked = context.linksChecked ?? dead.length;
  const serious = dead.length >= deadLinksErrorCount || dead.length / Math.max(1, checked) >= deadLinksErrorShare;
  const list = formatList(dead.map((d) => `${displayUrl(d.url, page.url)} (${d.reason.replace(/^The page answered /, '')})`));
  return {
    findings: [
      {
        type: 'freshness.dead_links',
        severity: serious ? 'error' : 'warning',
        message: `${dead.length} of ${plural(checked, 'checked link')} ${dead.length === 1 ? 'is' : 'are'} broken: ${list}.`,
        recommendation: `Fix or remove the broken ${dead.length === 1 ? 'link' : 'links'}: ${formatList(
          dead.map((d) => displayUrl(d.url, page.url)),
          3,
        )}.`,
      },
    ],
    deduction: { reason: plural(dead.length, 'broken link'), points: Math.min(dead.length, deadLinkMaxCount) * deadLinkPenalty },
  };
}
