import type { ExtractedPage } from '../../extract/extract-page';
import { type CheckOutcome, type FreshnessContext, nothingFound } from './freshness-check';
import { FRESHNESS_RULES } from './freshness-rules';
import { staleCopyrightLine } from './year-mentions';

/** A copyright line anywhere on the page whose newest year is 2 or more years back ('© 2022'): a note and 5 points off. */
export function copyrightYear(page: Pick<ExtractedPage, 'fullText'>, context: Pick<FreshnessContext, 'now'>): CheckOutcome {
  const copyright = staleCopyrightLine(page.fullText, context.now);
  if (copyright === null) return nothingFound;
  return {
    findings: [
      {
        type: 'freshness.copyright_year',
        severity: 'info',
        message: `The copyright line says "${copyright.phrase}", which makes the site look unmaintained.`,
        recommendation: `Update the copyright line "${copyright.phrase}" to the current year (or a range ending in it).`,
      },
    ],
    deduction: { reason: `copyright line from ${copyright.year}`, points: FRESHNESS_RULES.copyrightPenalty },
  };
}
