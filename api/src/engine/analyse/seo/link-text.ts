import type { ExtractedPage } from '../../extract/extract-page';
import { displayUrl, formatList, plural } from '../findings';
import { type AuditOutcome, failed, passed } from './seo-audit';
import { vagueLinkTextsFor } from './vague-link-texts';

/** 'Read more »' and 'Click here!' are as vague as 'read more' and 'click here'. */
const isVague = (text: string, vague: ReadonlySet<string>) =>
  vague.has(
    text
      .toLowerCase()
      .replace(/[.!?…:»›>→\s]+$/u, '')
      .trim(),
  );

/** A link to a place on the same page ('#comments', 'Back to top'): it does not lead a reader or crawler anywhere new. */
const isSamePageAnchor = (rawHref: string) => rawHref.trim().startsWith('#');

/**
 * Link texts say where the link goes (Lighthouse: link-text). Links without an href are the crawlable-links audit's;
 * same-page anchors and hidden links (a collapsed menu's copy, a screen-reader duplicate) are not judged. The
 * words are those of the page's language ('hier' and 'mehr' on a German page), as Lighthouse does.
 */
export function linkText(page: Pick<ExtractedPage, 'links' | 'url' | 'language'>): AuditOutcome {
  const texts = vagueLinkTextsFor(page.language.code);
  const vague = page.links.filter((l) => l.rawHref !== null && !isSamePageAnchor(l.rawHref) && !l.hidden && isVague(l.text, texts));
  if (vague.length === 0) return passed;
  return failed({
    type: 'seo.link_text',
    severity: 'warning',
    message: `${plural(vague.length, 'link has', 'links have')} text that does not describe the target: ${formatList(vague.map((l) => `"${l.text}" (→ ${displayUrl(l.href, page.url) || l.rawHref})`))}.`,
    recommendation: 'Replace vague link texts like "click here" and "read more" with words that say where the link goes.',
  });
}
