import type { ExtractedPage } from '../../extract/extract-page';
import { type AuditOutcome, failed, passed } from './seo-audit';

const BLOCKS_INDEXING = /\b(noindex|none)\b/i;

/** A robots meta tag or X-Robots-Tag header with noindex (or none) keeps the page out of search (Lighthouse: is-crawlable). */
export function indexable(page: Pick<ExtractedPage, 'robots' | 'xRobotsTag'>): AuditOutcome {
  const blockers = [
    page.robots && BLOCKS_INDEXING.test(page.robots) ? `the robots meta tag ("${page.robots}")` : null,
    page.xRobotsTag && BLOCKS_INDEXING.test(page.xRobotsTag) ? `the X-Robots-Tag header ("${page.xRobotsTag}")` : null,
  ].filter((b): b is string => b !== null);
  if (blockers.length === 0) return passed;
  return failed({
    type: 'seo.noindex',
    severity: 'error',
    message: `The page is blocked from indexing by ${blockers.join(' and ')}, so it cannot appear in search results.`,
    recommendation: 'Remove "noindex" from the robots meta tag (and the X-Robots-Tag header) if the page should be found in search.',
  });
}
