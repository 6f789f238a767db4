import type { ExtractedPage } from '../../extract/extract-page';
import { displayUrl, formatList, plural } from '../findings';
import { type AuditOutcome, failed, passed } from './seo-audit';

/** Link texts that say nothing about the target (Lighthouse's list and common variants). */
const VAGUE_LINK_TEXTS = new Set([
  'click here',
  'click this',
  'click',
  'here',
  'right here',
  'this',
  'this page',
  'this link',
  'link',
  'go',
  'start',
  'more',
  'read more',
  'learn more',
  'see more',
  'find out more',
  'more info',
  'more information',
  'details',
  'continue',
  'continue reading',
  'read on',
  'keep reading',
  'tap here',
  'check it out',
  'view more',
  'info',
]);

/** 'Read more »' and 'Click here!' are as vague as 'read more' and 'click here'. */
const isVague = (text: string) =>
  VAGUE_LINK_TEXTS.has(
    text
      .toLowerCase()
      .replace(/[.!?…:»›>→\s]+$/u, '')
      .trim(),
  );

/** A link to a place on the same page ('#comments', 'Back to top'): it does not lead a reader or crawler anywhere new. */
const isSamePageAnchor = (rawHref: string) => rawHref.trim().startsWith('#');

/**
 * Link texts say where the link goes (Lighthouse: link-text). Links without an href are the crawlable-links audit's;
 * same-page anchors and hidden links (a collapsed menu's copy, a screen-reader duplicate) are not judged.
 */
export function linkText(page: Pick<ExtractedPage, 'links' | 'url'>): AuditOutcome {
  const vague = page.links.filter((l) => l.rawHref !== null && !isSamePageAnchor(l.rawHref) && !l.hidden && isVague(l.text));
  if (vague.length === 0) return passed;
  return failed({
    type: 'seo.link_text',
    severity: 'warning',
    message: `${plural(vague.length, 'link has', 'links have')} text that does not describe the target: ${formatList(vague.map((l) => `"${l.text}" (→ ${displayUrl(l.href, page.url) || l.rawHref})`))}.`,
    recommendation: 'Replace vague link texts like "click here" and "read more" with words that say where the link goes.',
  });
}
