/** Whole-site import from a sitemap: POST /api/content-items/import-sitemap. */

/** The most pages one sitemap import takes: the sitemap protocol's own limit for one sitemap file. */
export const MAX_SITEMAP_URLS = 50_000;
/** The most sitemap files (an index and its children) one import reads. */
export const MAX_SITEMAP_FILES = 100;

/** POST /api/content-items/import-sitemap */
export interface ImportSitemapRequest {
  /** The sitemap or sitemap index: http(s), XML, gzip allowed. */
  url: string;
  /**
   * Keep the sitemap and read it again on this schedule, adding the pages it newly lists. Absent or null: a
   * one-off import (an existing subscription to the same sitemap is left as it is).
   */
  resync?: SitemapResync | null;
}

/** How often a stored sitemap is read again. */
export const SITEMAP_RESYNC_CHOICES = ['daily', 'weekly'] as const;
export type SitemapResync = (typeof SITEMAP_RESYNC_CHOICES)[number];
export const SITEMAP_RESYNC_DAYS: Record<SitemapResync, number> = { daily: 1, weekly: 7 };

/** What one reading of a stored sitemap did: the import's counts (its first skips are in the import's reply only). */
export type SitemapSyncSummary = Omit<ImportSitemapResult, 'skipped' | 'analysisJobId'>;

/** GET /api/sitemaps: a sitemap the workspace re-syncs on a schedule. */
export interface SitemapSubscription {
  id: string;
  url: string;
  resync: SitemapResync;
  createdAt: string;
  /** The last reading, null before the first one finished. */
  lastSyncedAt: string | null;
  /** When the scheduler reads it next (the last reading, or the subscription, plus a day or a week). */
  nextSyncAt: string;
  /** The counts of the last reading, null when it failed or none finished yet. */
  lastResult: SitemapSyncSummary | null;
  /** Why the last reading failed (the sitemap could not be read), null when it did not. */
  lastError: string | null;
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
  /** The analysis job the server started for the new pages (GET /api/analysis-jobs/{jobId}); null when none was created. */
  analysisJobId: string | null;
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
