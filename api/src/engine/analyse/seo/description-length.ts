import type { ExtractedPage } from '../../extract/extract-page';
import { type AuditOutcome, failed, noPoints, passed, SEO_LIMITS } from './seo-audit';

const { descriptionMin, descriptionMax } = SEO_LIMITS;

/** 70-160 characters make a full search snippet; outside, half the points. No description: no points (reported by its own audit). */
export function descriptionLength(page: Pick<ExtractedPage, 'metaDescription'>): AuditOutcome {
  const description = page.metaDescription;
  if (!description) return noPoints;
  const n = [...description].length;
  if (n > descriptionMax)
    return failed(
      {
        type: 'seo.description_length',
        severity: 'warning',
        message: `The meta description is ${n} characters long; search results cut it off after about ${descriptionMax}.`,
        recommendation: `Shorten the meta description to ${descriptionMax} characters or fewer.`,
      },
      0.5,
    );
  if (n < descriptionMin)
    return failed(
      {
        type: 'seo.description_length',
        severity: 'info',
        message: `The meta description is only ${n} characters long; ${descriptionMin}-${descriptionMax} characters make a better search snippet.`,
        recommendation: 'Expand the meta description with what the reader will find on the page.',
      },
      0.5,
    );
  return passed;
}
