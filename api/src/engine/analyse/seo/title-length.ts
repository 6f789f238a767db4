import type { ExtractedPage } from '../../extract/extract-page';
import { quote } from '../findings';
import { type AuditOutcome, failed, noPoints, passed, SEO_LIMITS } from './seo-audit';

const { titleMin, titleIdeal, titleMax } = SEO_LIMITS;

/** 30-60 characters fit a search result; 61-70 earn half the points, longer none. No title: no points (the title audit reports it). */
export function titleLength(page: Pick<ExtractedPage, 'title'>): AuditOutcome {
  const title = page.title;
  if (!title) return noPoints;
  const n = [...title].length;
  const tooLong = `The title is ${n} characters long; keep it under ${titleIdeal} so search results do not cut it off.`;
  if (n > titleMax)
    return failed({
      type: 'seo.title_length',
      severity: 'warning',
      message: tooLong,
      recommendation: `Shorten the title ${quote(title, 6)} to at most ${titleIdeal} characters, keeping the main words first.`,
    });
  if (n > titleIdeal)
    return failed(
      {
        type: 'seo.title_length',
        severity: 'info',
        message: tooLong,
        recommendation: `Trim the title ${quote(title, 6)} to at most ${titleIdeal} characters.`,
      },
      0.5,
    );
  if (n < titleMin)
    return failed(
      {
        type: 'seo.title_length',
        severity: 'info',
        message: `The title "${title}" is only ${n} characters long; ${titleMin}-${titleIdeal} characters describe the page better in search results.`,
        recommendation: 'Make the title more descriptive: name the topic and what the reader gets.',
      },
      0.5,
    );
  return passed;
}
