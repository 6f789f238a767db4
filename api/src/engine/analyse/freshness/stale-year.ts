import type { ExtractedPage } from '../../extract/extract-page';
import { plural } from '../findings';
import { type CheckOutcome, type FreshnessContext, nothingFound } from './freshness-check';
import { FRESHNESS_RULES } from './freshness-rules';
import { staleYearPhrases } from './year-mentions';

const capitalise = (text: string) => text[0].toUpperCase() + text.slice(1);

/**
 * Past years that read as current in the title, description, or the main content's headings and text ('the best
 * tools of 2022'): a warning for each of the first five phrases, 10 points off each of the first three. Only the
 * main content (page.outline) speaks for the page: a sidebar's or a related-articles widget's 'Best laptops of 2019'
 * is another page's title, and comments are left out by extraction.
 */
export function staleYear(
  page: Pick<ExtractedPage, 'title' | 'metaDescription' | 'outline' | 'headings'>,
  context: Pick<FreshnessContext, 'now'>,
): CheckOutcome {
  // Readability's outline shows the page's H1 as an H2; the page's own headings tell its level.
  const h1s = new Set(page.headings.filter((h) => h.level === 1).map((h) => h.text));
  const level = (block: { level: number; text: string }) => (h1s.has(block.text) ? 1 : block.level);
  const parts = [
    { where: 'the title', text: page.title ?? '' },
    { where: 'the meta description', text: page.metaDescription ?? '' },
    ...page.outline.flatMap((block) => (block.type === 'heading' ? [{ where: `the H${level(block)} heading`, text: block.text }] : [])),
    // One paragraph at a time: a phrase never runs from one block into the next.
    ...page.outline.flatMap((block) => (block.type === 'paragraph' ? [{ where: 'the text', text: block.text }] : [])),
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
