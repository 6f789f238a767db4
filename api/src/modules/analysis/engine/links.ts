import type { ExtractedPage } from './extract/extract-page';

/**
 * A bounded, deterministic sample of the page's http(s) links for dead-link checks: distinct addresses (fragment
 * removed, the page itself left out), in document order. External links fill up to half of `max` (more when
 * there are too few same-site links), same-site links the rest; when a group has more links than its share, the
 * sample takes evenly spaced ones so the whole page is covered. Same-site links count because a broken link to
 * one's own site is just as stale.
 */
export function sampleOutboundLinks(page: ExtractedPage, max: number): string[] {
  if (max <= 0) return [];
  const self = withoutFragment(page.url);
  const seen = new Set<string>();
  const external: string[] = [];
  const internal: string[] = [];
  for (const link of page.links) {
    if (!/^https?:\/\//i.test(link.href)) continue;
    const url = withoutFragment(link.href);
    if (url === self || seen.has(url)) continue;
    seen.add(url);
    (link.internal ? internal : external).push(url);
  }
  const externalShare = Math.min(external.length, Math.max(Math.ceil(max / 2), max - internal.length));
  const internalShare = Math.min(internal.length, max - externalShare);
  return [...evenlySpaced(external, externalShare), ...evenlySpaced(internal, internalShare)];
}

function evenlySpaced<T>(items: T[], count: number): T[] {
  if (count >= items.length) return items;
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)]);
}

function withoutFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}
