import type { ExtractedPage } from '../../extract/extract-page';
import { type AuditOutcome, failed, passed } from './seo-audit';

/** Search engines index only pages that answer 2xx (Lighthouse: http-status-code). */
export function httpStatus(page: Pick<ExtractedPage, 'httpStatus'>): AuditOutcome {
  if (page.httpStatus >= 200 && page.httpStatus < 300) return passed;
  return failed({
    type: 'seo.http_status',
    severity: 'error',
    message: `The page answered HTTP ${page.httpStatus}; search engines only index pages that answer 200 OK.`,
    recommendation: 'Make the address answer 200 OK, or redirect it to the page that replaced it.',
  });
}
