import type { ExtractedPage } from '../../extract/extract-page';
import type { Finding } from '../findings';
import type { AuditOutcome, SeoContext } from './seo-audit';

const BLOCKS_INDEXING = /\b(noindex|none)\b/i;

/**
 * Search engines may index the page (Lighthouse: is-crawlable): no robots meta tag or X-Robots-Tag header with
 * noindex (or none), and no rule in the site's robots.txt that keeps them from crawling it.
 */
export function indexable(page: Pick<ExtractedPage, 'robots' | 'xRobotsTag'>, context: SeoContext = {}): AuditOutcome {
  const findings: Finding[] = [];
  const blockers = [
    page.robots && BLOCKS_INDEXING.test(page.robots) ? `the robots meta tag ("${page.robots}")` : null,
    page.xRobotsTag && BLOCKS_INDEXING.test(page.xRobotsTag) ? `the X-Robots-Tag header ("${page.xRobotsTag}")` : null,
  ].filter((b): b is string => b !== null);
  if (blockers.length > 0) {
    findings.push({
      type: 'seo.noindex',
      severity: 'error',
      message: `The page is blocked from indexing by ${blockers.join(' and ')}, so it cannot appear in search results.`,
      recommendation: 'Remove "noindex" from the robots meta tag (and the X-Robots-Tag header) if the page should be found in search.',
    });
  }
  const block = context.robotsTxtBlock;
  if (block) {
    const forWhom = block.userAgent === '*' ? 'all crawlers' : block.userAgent;
    findings.push({
      type: 'seo.robots_txt',
      severity: 'error',
      message: `The site's robots.txt keeps search engines from this page ("${block.rule}" for ${forWhom}), so it cannot appear in search results.`,
      recommendation: `Remove or narrow the rule "${block.rule}" in robots.txt if the page should be found in search.`,
    });
  }
  return { score: findings.length === 0 ? 1 : 0, findings };
}
