import { gunzipSync } from 'node:zlib';
import { Parser } from 'htmlparser2';

/** One page a sitemap lists; `lastModified` is its <lastmod> as an ISO instant, when it gave a valid one. */
export interface SitemapPage {
  url: string;
  lastModified: string | null;
}

/** What one sitemap file holds: pages (a <urlset>) or child sitemaps (a <sitemapindex>). */
export type ParsedSitemap = { kind: 'urlset'; pages: SitemapPage[] } | { kind: 'index'; sitemaps: string[] };

/** Sitemaps may be 50 MB uncompressed (sitemaps.org); a gzip bomb stops there. */
export const MAX_SITEMAP_BYTES = 50 * 1024 * 1024;

export class SitemapFormatError extends Error {}

/** The file's XML: gunzipped when it is gzip (by its magic bytes, whatever the headers say), else as UTF-8. */
export function sitemapXml(bytes: Buffer): string {
  if (bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      return gunzipSync(bytes, { maxOutputLength: MAX_SITEMAP_BYTES }).toString('utf8');
    } catch (error) {
      throw new SitemapFormatError(`The gzip sitemap could not be unpacked (${(error as Error).message})`);
    }
  }
  return bytes.toString('utf8');
}

/**
 * A W3C date or date-time (what <lastmod> holds: 2025-03-04, 2025-03-04T10:00:00+01:00) as an ISO instant;
 * null for anything else, so one bad date costs the page its date, not its import.
 */
export function lastModifiedOf(text: string): string | null {
  const value = text.trim();
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/.test(value)) return null;
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * Reads a sitemap or sitemap index (sitemaps.org protocol). A streaming XML tokenizer, not a DOM: a 50,000-page
 * sitemap is read in one pass without building a tree. Namespaces prefixes are ignored; only <loc> and
 * <lastmod> inside <url> or <sitemap> count.
 */
export function parseSitemap(xml: string): ParsedSitemap {
  let root: 'urlset' | 'sitemapindex' | null = null;
  const pages: SitemapPage[] = [];
  const sitemaps: string[] = [];
  let entry: { loc: string; lastmod: string } | null = null;
  let field: 'loc' | 'lastmod' | null = null;
  const local = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase();

  const parser = new Parser(
    {
      onopentag(name) {
        const tag = local(name);
        if (root === null) {
          if (tag !== 'urlset' && tag !== 'sitemapindex') throw new SitemapFormatError(`The address does not serve a sitemap (its root element is <${name}>)`);
          root = tag;
          return;
        }
        if (tag === 'url' || tag === 'sitemap') entry = { loc: '', lastmod: '' };
        else if (entry && (tag === 'loc' || tag === 'lastmod')) field = tag;
      },
      ontext(text) {
        if (entry && field) entry[field] += text;
      },
      onclosetag(name) {
        const tag = local(name);
        if (tag === 'loc' || tag === 'lastmod') field = null;
        if ((tag === 'url' || tag === 'sitemap') && entry) {
          const loc = entry.loc.trim();
          if (loc) {
            if (root === 'urlset') pages.push({ url: loc, lastModified: lastModifiedOf(entry.lastmod) });
            else sitemaps.push(loc);
          }
          entry = null;
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(xml);
  if (root === null) throw new SitemapFormatError('The address does not serve a sitemap (no XML found)');
  return root === 'urlset' ? { kind: 'urlset', pages } : { kind: 'index', sitemaps };
}
