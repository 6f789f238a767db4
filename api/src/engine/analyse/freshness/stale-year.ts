import type { ExtractedPage } from '../../extract/extract-page';
import { plural } from '../findings';
import { type CheckOutcome, type FreshnessContext, nothingFound } from './freshness-check';
import { FRESHNESS_RULES } from './freshness-rules';
import { staleYearPhrases } from './year-mentions';

const capitalise = (text: string) => text[0].toUpperCase() + text.slice(1);

/**
 * Past years that read as current in the title, description, headings or text ('the best tools of 2022'): a
 * warning for each of the first five phrases, 10 points off each of the first three.
 */
export function staleYear(
  page: Pick<ExtractedPage, 'title' | 'metaDescription' | 'headings' | 'paragraphs'>,
  context: Pick<FreshnessContext, 'now'>,
): CheckOutcome {
  const parts = [
    { where: 'the title', text: page.title ?? '' },
    { where: 'the meta description', text: page.metaDescription ?? '' },
    ...page.headings.map((h) => ({ where: `the H${h.level} heading`, text: h.text })),
    // One paragraph at a time: a phrase never runs from one block into the next.
    ...page.paragraphs.map((text) => ({ where: 'the text', text })),
  ];
  const phrases = staleYearPhrases(parts, context.now);
  if (phrases.length === 0) return nothingFound;
  return {
    findings: phrases.slice(0, 5).map((mention) => ({
      type: 'freshness.stale_year',
      severity: 'warning',
      message: `${capitalise(mention.where)} says "${mention.phrase}" as if ${mention.year} were current.`,
      recommendation: `Update "${mention.phrase}" to the current year, or rewrite it as history if it is meant to be.`,
    })),
    deduction: {
      reason: `${plural(phrases.length, 'past year')} read as current`,
      points: Math.min(phrases.length, FRESHNESS_RULES.staleYearMaxCount) * FRESHNESS_RULES.staleYearPenalty,
    },
  };
}
