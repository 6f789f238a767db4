import { type ImportContentItemsResult, type ImportSitemapResult, SITEMAP_SKIPS_SHOWN, type SitemapSkip } from '@freshwatch/contracts';
import type { SitemapReading } from '../../queries/read-sitemap/read-sitemap.query';

/** The reply for a sitemap import: what was read, what the content import made of each chunk, and the first skips. */
export function summariseSitemapImport(reading: SitemapReading, chunks: ImportContentItemsResult[]): Omit<ImportSitemapResult, 'analysisJobId'> {
  const sum = (key: 'created' | 'duplicates' | 'invalid' | 'overLimit') => chunks.reduce((total, chunk) => total + chunk[key], 0);
  const skipped: SitemapSkip[] = reading.unreadable.map(({ url, message }) => ({ url, reason: 'unreadable_sitemap', message }));
  for (const chunk of chunks) {
    for (const result of chunk.results) {
      if (skipped.length >= SITEMAP_SKIPS_SHOWN) break;
      if (result.status !== 'created') skipped.push({ url: result.url, reason: result.status, message: result.message ?? '' });
    }
  }
  if (reading.tooMany > 0 && skipped.length < SITEMAP_SKIPS_SHOWN) {
    skipped.push({ url: '', reason: 'too_many_urls', message: `${reading.tooMany} more pages were listed than one import takes.` });
  }
  return {
    sitemaps: reading.sitemaps,
    found: reading.pages.length + reading.tooMany,
    created: sum('created'),
    duplicates: sum('duplicates'),
    invalid: sum('invalid'),
    overLimit: sum('overLimit'),
    unreadableSitemaps: reading.unreadable.length,
    tooMany: reading.tooMany,
    skipped: skipped.slice(0, SITEMAP_SKIPS_SHOWN),
  };
}
