import type { ExtractedPage } from '../../extract/extract-page';
import { type AuditOutcome, failed, passed, SEO_LIMITS } from './seo-audit';

/** The page has a meta description (Lighthouse: meta-description). */
export function metaDescription(page: Pick<ExtractedPage, 'metaDescription'>): AuditOutcome {
  if (page.metaDescription) return passed;
  return failed({
    type: 'seo.meta_description_missing',
    severity: 'warning',
    message: 'The page has no meta description; search engines will pick a random snippet of the text instead.',
    recommendation: `Write a meta description of ${SEO_LIMITS.descriptionMin}-${SEO_LIMITS.descriptionMax} characters that sums up the page.`,
  });
}
