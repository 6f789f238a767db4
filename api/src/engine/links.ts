import type { ExtractedPage } from './extract/extract-page';

/** A page with more distinct links than this is checked up to here (the rest counted as skipped): a bound on cost. */
export const MAX_LINKS_CHECKED = 500;

export interface LinksToCheck {
  /** Distinct http(s) addresses (fragment removed, the page itself left out), in document order. */
  urls: string[];
  /**
   * Links not checked: other schemes (mailto:, tel:, javascript:), links without a usable address, another site's
   * links in the navigation, header, footer or aside, and any beyond MAX_LINKS_CHECKED.
   */
  skipped: number;
}

/**
 * Every link a reader of the page can follow to a dead end: every http(s) link of the main content, and the
 * page's other links to its own site (a broken menu link is just as stale). Other sites' links in the chrome
 * (social icons, partner badges) are the theme's, not the page's, so they are skipped. Repeats count once. Links that
 * commenters left are not among the page's links at all: extraction leaves comment areas out (extract/comment-areas.ts).
 */
export function linksToCheck(page: Pick<ExtractedPage, 'url' | 'links'>, max = MAX_LINKS_CHECKED): LinksToCheck {
  const self = withoutFragment(page.url);
  const seen = new Set<string>([self]);
  const urls: string[] = [];
  let skipped = 0;
  for (const link of page.links) {
    if (!/^https?:\/\//i.test(link.href)) {
      skipped++;
      continue;
    }
    // A same-page anchor ('#top') resolves to the page itself and is left out silently.
    const url = withoutFragment(link.href);
    if (seen.has(url)) continue;
    seen.add(url);
    if ((link.inChrome && !link.internal) || urls.length >= max) skipped++;
    else urls.push(url);
  }
  return { urls, skipped };
}

function withoutFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}
