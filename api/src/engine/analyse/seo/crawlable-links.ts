import type { ExtractedLink, ExtractedPage } from '../../extract/extract-page';
import { formatList, plural } from '../findings';
import { type AuditOutcome, failed, passed } from './seo-audit';

/** What keeps a search engine from following the link, or null when it can. */
function obstacle(link: ExtractedLink): string | null {
  if (link.rawHref === null) return 'no href';
  if (link.rawHref.trim() === '') return 'empty href';
  if (/^\s*javascript:/i.test(link.rawHref)) return link.rawHref;
  return null;
}

/** Every link has a real address to follow (Lighthouse: crawlable-anchors). */
export function crawlableLinks(page: Pick<ExtractedPage, 'links'>): AuditOutcome {
  const uncrawlable = page.links.flatMap((link) => {
    const why = obstacle(link);
    return why === null ? [] : [`"${link.text || '(no text)'}" (${why})`];
  });
  if (uncrawlable.length === 0) return passed;
  return failed({
    type: 'seo.crawlable_links',
    severity: 'warning',
    message: `${plural(uncrawlable.length, 'link', 'links')} cannot be followed by search engines: ${formatList(uncrawlable)}.`,
    recommendation: 'Give every link a real address in its href; use a <button> for actions that run script.',
  });
}
