/** Whole-site import from a sitemap (issue 12): POST /api/content-items/import-sitemap. */

/** The most pages one sitemap import takes: the sitemap protocol's own limit for one sitemap file. */
export const MAX_SITEMAP_URLS = 50_000;
/** The most sitemap files (an index and its children) one import reads. */
export const MAX_SITEMAP_FILES = 100;

/** POST /api/content-items/import-sitemap */
export interface ImportSitemapRequest {
  /** The sitemap or sitemap index: http(s), XML, gzip allowed. */
  url: string;
}

export type SitemapSkipReason = 'duplicate' | 'invalid' | 'over_limit' | 'unreadable_sitemap' | 'too_many_urls';

/** One thing the import left out, and why. */
export interface SitemapSkip {
  /** The page or child sitemap address. */
  url: string;
  reason: SitemapSkipReason;
  message: string;
}

export interface ImportSitemapResult {
  /** Sitemap files read (the index counts). */
  sitemaps: number;
  /** Page addresses the sitemaps listed. */
  found: number;
  created: number;
  duplicates: number;
  invalid: number;
  overLimit: number;
  /** Child sitemaps that could not be read (their pages are not counted in `found`). */
  unreadableSitemaps: number;
  /** Pages listed beyond MAX_SITEMAP_URLS, left out (counted in `found`). */
  tooMany: number;
  /** The first skips, at most SITEMAP_SKIPS_SHOWN, in the order met; the counts above cover all of them. */
  skipped: SitemapSkip[];
}

export const SITEMAP_SKIPS_SHOWN = 100;

/** The dialog's summary line for a sitemap import. */
export function describeSitemapImport(result: ImportSitemapResult): string {
  const parts = [`Successfully imported ${result.created} items from ${result.sitemaps} sitemap${result.sitemaps === 1 ? '' : 's'}`];
  const skipped: string[] = [];
  if (result.duplicates) skipped.push(`${result.duplicates} already monitored or listed twice`);
  if (result.overLimit) skipped.push(`${result.overLimit} over your plan's page limit`);
  if (result.invalid) skipped.push(`${result.invalid} invalid`);
  if (result.tooMany) skipped.push(`${result.tooMany} beyond ${MAX_SITEMAP_URLS.toLocaleString('en-US')} pages`);
  if (result.unreadableSitemaps) skipped.push(`${result.unreadableSitemaps} sitemap${result.unreadableSitemaps === 1 ? '' : 's'} could not be read`);
  return skipped.length ? `${parts[0]}. Skipped: ${skipped.join(', ')}.` : `${parts[0]}.`;
}
