import type { ExtractedPage } from '../../extract/extract-page';
import { type AuditOutcome, failed, passed, SEO_LIMITS } from './seo-audit';

/** The document has a <title> (Lighthouse: document-title). */
export function title(page: Pick<ExtractedPage, 'title'>): AuditOutcome {
  if (page.title) return passed;
  return failed({
    type: 'seo.title_missing',
    severity: 'error',
    message: 'The page has no <title>; search results and browser tabs show the address instead.',
    recommendation: `Add a <title> of ${SEO_LIMITS.titleMin}-${SEO_LIMITS.titleIdeal} characters that says what the page is about.`,
  });
}
