import type { ExtractedPage } from '../../extract/extract-page';
import { formatList } from '../findings';
import { type AuditOutcome, failed, passed } from './seo-audit';

/** BCP 47 as hreflang uses it: language, optional script, optional region; or x-default. */
export function isValidHreflang(code: string): boolean {
  if (/^x-default$/i.test(code)) return true;
  const match = /^([a-z]{2,3})(?:-([a-z]{4}))?(?:-([a-z]{2}|\d{3}))?$/i.exec(code);
  if (!match) return false;
  // A common mistake: 'UK' is not a region code (Great Britain is 'GB').
  return match[3]?.toUpperCase() !== 'UK';
}

/** hreflang links carry valid language codes and absolute addresses (Lighthouse: hreflang). */
export function hreflang(page: Pick<ExtractedPage, 'hreflang'>): AuditOutcome {
  const problems = page.hreflang.flatMap((link) => [
    ...(isValidHreflang(link.lang) ? [] : [`"${link.lang}" is not a valid language code (use e.g. "en", "en-GB" or "x-default")`]),
    ...(/^https?:\/\//i.test(link.href)
      ? []
      : [`the link for "${link.lang}" has a relative address (${link.href || 'empty'}); hreflang addresses must be absolute`]),
  ]);
  if (problems.length === 0) return passed;
  return failed({
    type: 'seo.hreflang',
    severity: 'warning',
    message: `The hreflang links are invalid: ${formatList(problems, 3)}.`,
    recommendation: 'Use ISO language codes (optionally with a region, "en-GB") and full addresses in hreflang links.',
  });
}
