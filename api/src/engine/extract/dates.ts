import type { LastModifiedSource } from '@freshwatch/contracts';
import type * as cheerio from 'cheerio';

export interface PageDates {
  /** The Last-Modified header, as ISO 8601. */
  lastModifiedHeader: string | null;
  /** `article:modified_time`, `og:updated_time` or an itemprop/meta dateModified, as ISO 8601. */
  modifiedTime: string | null;
  /** `article:published_time` or an itemprop/meta datePublished, as ISO 8601. */
  publishedTime: string | null;
  /** The newest JSON-LD `dateModified` (any node, @graph arrays included). */
  jsonLdModified: string | null;
  /** The newest JSON-LD `datePublished`. */
  jsonLdPublished: string | null;
  /** `<time datetime>` values, as ISO 8601, in document order (at most 50). */
  timeElements: string[];
  /** A visible 'Last updated: March 3, 2024' line, as ISO 8601. */
  visibleUpdated: string | null;
  /** The best guess of when the page last changed (see `bestLastModified`). */
  lastModified: string | null;
  /** Where `lastModified` came from. */
  lastModifiedSource: LastModifiedSource | null;
}

export type { LastModifiedSource };

/** A date a page states, normalised to ISO 8601; null when it does not parse or is implausible. */
export function normalizeDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = value.trim();
  if (!text) return null;
  // A bare date (2024-03-01) is read as UTC midnight, as Date.parse does; everything else as written.
  const time = Date.parse(text);
  if (Number.isNaN(time)) return null;
  const year = new Date(time).getUTCFullYear();
  if (year < 1990 || year > 2100) return null;
  return new Date(time).toISOString();
}

/** Every dateModified/datePublished in JSON-LD blocks, walking nested objects and @graph arrays. */
export function jsonLdDates(blocks: unknown[]): { modified: string[]; published: string[] } {
  const modified: string[] = [];
  const published: string[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || depth > 12 || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (key === 'dateModified' && typeof item === 'string') modified.push(item);
      else if (key === 'datePublished' && typeof item === 'string') published.push(item);
      else visit(item, depth + 1);
    }
  };
  for (const block of blocks) visit(block, 0);
  return { modified: newestFirst(modified), published: newestFirst(published) };
}

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const VISIBLE_UPDATED = new RegExp(
  `\\b(?:last\\s+)?(?:updated|modified|reviewed)(?:\\s+on)?\\s*:?\\s+(${MONTH}\\s+\\d{1,2},?\\s+\\d{4}|\\d{1,2}\\.?\\s+${MONTH}\\s+\\d{4}|\\d{4}-\\d{2}-\\d{2})`,
  'i',
);

/** 'Last updated: March 3, 2024' / 'Updated 3 March 2024' / 'Reviewed on 2024-03-03' in the visible text. */
export function visibleUpdatedDate(text: string): string | null {
  const match = VISIBLE_UPDATED.exec(text);
  return match ? normalizeDate(match[1].replace(/(\d)\.(\s)/, '$1$2').replace(/\b(\w{3})\w*\.?(?=\s)/, '$1')) : null;
}

function newestFirst(values: string[]): string[] {
  return values
    .map(normalizeDate)
    .filter((v): v is string => v !== null)
    .sort((a, b) => b.localeCompare(a));
}

/** A Last-Modified within this long of the fetch is the server's clock, not the content's (dynamic pages). */
const DYNAMIC_HEADER_MS = 5 * 60 * 1000;
/** Dates further in the future than this are typos or event dates, not modifications. */
const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;

/**
 * When the page last changed, from the page's own evidence first. Static hosts and CDNs set Last-Modified to the
 * deploy or cache time, so an unchanged page would look freshly edited after every deploy; the header is used only
 * when the page states no date at all (and not when it is just the time of the fetch, as dynamic pages send it).
 * Tiers, most credible first: explicit modification statements (JSON-LD dateModified, modified-time meta, a visible
 * 'Last updated' line), then publication dates and `<time>` elements, then the header. Within a tier the newest wins,
 * so the answer depends only on what the page says, never on when it was fetched. Dates in the future are ignored.
 */
export function bestLastModified(
  dates: Omit<PageDates, 'lastModified' | 'lastModifiedSource'>,
  fetchedAt: Date,
): { lastModified: string | null; source: LastModifiedSource | null } {
  const limit = fetchedAt.getTime() + FUTURE_SLACK_MS;
  const plausible = (iso: string | null) => iso !== null && Date.parse(iso) <= limit;
  const headerCredible = dates.lastModifiedHeader !== null && Math.abs(fetchedAt.getTime() - Date.parse(dates.lastModifiedHeader)) > DYNAMIC_HEADER_MS;
  const explicit: [string | null, LastModifiedSource][] = [
    [dates.jsonLdModified, 'json-ld'],
    [dates.modifiedTime, 'meta'],
    [dates.visibleUpdated, 'visible-text'],
  ];
  const stated: [string | null, LastModifiedSource][] = [
    [dates.jsonLdPublished, 'published'],
    [dates.publishedTime, 'published'],
    ...dates.timeElements.map((t): [string, LastModifiedSource] => [t, 'time-element']),
  ];
  const header: [string | null, LastModifiedSource][] = [[headerCredible ? dates.lastModifiedHeader : null, 'header']];
  for (const tier of [explicit, stated, header]) {
    const candidates = tier.filter(([iso]) => plausible(iso)) as [string, LastModifiedSource][];
    if (candidates.length === 0) continue;
    // Newest wins; on a tie the earlier (more credible) source is named.
    const best = candidates.reduce((a, b) => (Date.parse(b[0]) > Date.parse(a[0]) ? b : a));
    return { lastModified: best[0], source: best[1] };
  }
  return { lastModified: null, source: null };
}

/** Where pages state a modification or publication time (content or datetime attribute), most credible first. */
const MODIFIED_SELECTORS = [
  'meta[property="article:modified_time" i]',
  'meta[property="og:updated_time" i]',
  'meta[itemprop="dateModified" i]',
  '[itemprop="dateModified" i]',
  'meta[name="last-modified" i]',
];
const PUBLISHED_SELECTORS = [
  'meta[property="article:published_time" i]',
  'meta[itemprop="datePublished" i]',
  '[itemprop="datePublished" i]',
  'meta[name="date" i]',
];

/** Every date the page states (markup, parsed JSON-LD, visible text, Last-Modified header), and the best guess among them. */
export function pageDates(
  $: cheerio.CheerioAPI,
  sources: { lastModifiedHeader: string | undefined; structuredData: unknown[]; fullText: string; fetchedAt: Date },
): PageDates {
  const firstDate = (selectors: string[]) => {
    for (const selector of selectors) {
      const first = $(selector).first(); // each selection is a walk over the whole document
      const value = normalizeDate(first.attr('content') ?? first.attr('datetime'));
      if (value) return value;
    }
    return null;
  };
  const ld = jsonLdDates(sources.structuredData);
  const stated = {
    lastModifiedHeader: normalizeDate(sources.lastModifiedHeader),
    modifiedTime: firstDate(MODIFIED_SELECTORS),
    publishedTime: firstDate(PUBLISHED_SELECTORS),
    jsonLdModified: ld.modified[0] ?? null,
    jsonLdPublished: ld.published[0] ?? null,
    timeElements: $('time[datetime]')
      .map((_, el) => normalizeDate($(el).attr('datetime')))
      .get()
      .filter((v): v is string => v !== null)
      .slice(0, 50),
    visibleUpdated: visibleUpdatedDate(sources.fullText),
  };
  const best = bestLastModified(stated, sources.fetchedAt);
  return { ...stated, lastModified: best.lastModified, lastModifiedSource: best.source };
}
