import type { ExtractedLink, ExtractedPage } from '../../extract/extract-page';
import type { Finding } from '../findings';
import { formatList, plural } from '../findings';
import { type AuditOutcome, failed, passed } from './seo-audit';

/** What keeps a search engine from following the link, or null when it can. */
function obstacle(link: ExtractedLink): string | null {
  if (link.rawHref === null) return 'no href';
  if (/^\s*javascript:/i.test(link.rawHref)) return link.rawHref;
  return null;
}

/** `href=""` and `href="#"` lead to the page itself: nothing a crawler cannot follow, but no target either. */
const hasNoTarget = (link: ExtractedLink) => link.rawHref !== null && /^\s*#?\s*$/.test(link.rawHref);

/**
 * Every link has a real address to follow (Lighthouse: crawlable-anchors). A link without a target (an empty href
 * or '#', often a theme's placeholder or a script's handle) is followable, to the page itself, so it is reported
 * on its own as a note and costs no points.
 */
export function crawlableLinks(page: Pick<ExtractedPage, 'links'>): AuditOutcome {
  const uncrawlable = page.links.flatMap((link) => {
    const why = obstacle(link);
    return why === null ? [] : [`"${link.text || '(no text)'}" (${why})`];
  });
  const targetless = page.links.filter(hasNoTarget).map((link) => `"${link.text || '(no text)'}"`);
  const noTarget: Finding[] = targetless.length
    ? [
        {
          type: 'seo.link_without_target',
          severity: 'info',
          message: `${plural(targetless.length, 'link has', 'links have')} no target (an empty href or "#"), so ${targetless.length === 1 ? 'it leads' : 'they lead'} nowhere but the page itself: ${formatList(targetless)}.`,
          recommendation: 'Point each link at the page it is about, or make it a <button> if it only runs a script.',
        },
      ]
    : [];
  if (uncrawlable.length === 0) return noTarget.length ? { score: passed.score, findings: noTarget } : passed;
  const outcome = failed({
    type: 'seo.crawlable_links',
    severity: 'warning',
    message: `${plural(uncrawlable.length, 'link', 'links')} cannot be followed by search engines: ${formatList(uncrawlable)}.`,
    recommendation: 'Give every link a real address in its href; use a <button> for actions that run script.',
  });
  return { ...outcome, findings: [...outcome.findings, ...noTarget] };
}
