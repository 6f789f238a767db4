import { HTTP_URL_OPTIONS, type ImportContentItemsResult, type ImportUrlResult, normaliseImportedUrl } from '@freshwatch/contracts';
import { isURL } from 'class-validator';
import { newContentItemFields } from '../../domain/content-item';
import type { ContentItemFields } from '../../domain/content-item.events';

/** An entry that will become an item (`url` is the normalised address it gets), or the verdict on one that won't. */
export type PlannedEntry = { status: 'created'; entry: string; url: string } | (ImportUrlResult & { status: 'duplicate' | 'invalid' | 'over_limit' });

/**
 * Decides what becomes of each entry, in order: the import rules of contracts' url-import (the same as the dialog's), then the
 * rule every content item's url follows, then duplicates: a page the workspace already monitors (`monitored`,
 * normalised the same way) or one an earlier entry already names.
 */
export function planImport(entries: string[], monitored: ReadonlySet<string>): PlannedEntry[] {
  const firstEntry = new Map<string, number>();
  return entries.map((entry, index): PlannedEntry => {
    const normalised = normaliseImportedUrl(entry);
    if (normalised.url === undefined) return { url: entry, status: 'invalid', message: normalised.rejected };
    const { url } = normalised;
    if (!isURL(url, HTTP_URL_OPTIONS)) return { url: entry, status: 'invalid', message: 'The entry is not a valid http or https address.' };
    if (monitored.has(url)) return { url: entry, status: 'duplicate', message: 'This page is already monitored.' };
    const earlier = firstEntry.get(url);
    if (earlier !== undefined) return { url: entry, status: 'duplicate', message: `This page is already listed as entry ${earlier + 1}.` };
    firstEntry.set(url, index);
    return { status: 'created', entry, url };
  });
}

/** The normalised form of each monitored url (the ones the import rules would keep), to compare entries with. */
export function normaliseMonitored(urls: Iterable<string>): Set<string> {
  const normalised = new Set<string>();
  for (const url of urls) {
    const kept = normaliseImportedUrl(url).url;
    if (kept !== undefined) normalised.add(kept);
  }
  return normalised;
}

/**
 * The title an imported page has until its first analysis reads the page's own: its host (with the port, so
 * 127.0.0.1:8080/a1.html does not read as another site's 127.0.0.1/a1.html) and path; the bare host for a home page.
 */
export function importedTitle(url: string): string {
  const { host, pathname } = new URL(url);
  return pathname === '/' ? host : `${host}${pathname}`;
}

/** Whether a title is an import's stand-in (as importedTitle makes it, or as it was made before it kept the port). */
export function isImportedTitle(title: string, url: string): boolean {
  try {
    const { hostname, pathname } = new URL(url);
    return title === importedTitle(url) || title === (pathname === '/' ? hostname : `${hostname}${pathname}`);
  } catch {
    return false;
  }
}

/**
 * What an imported page starts as: titled by importedTitle until it is analysed, checked on the workspace's
 * schedule, and otherwise a new item like any other (fresh, health 0).
 */
export function importedItemFields(url: string, lastUpdated: string | null = null): ContentItemFields {
  return newContentItemFields({ title: importedTitle(url), url, contentType: 'page', checkSchedule: null, lastUpdated });
}

export function summariseImport(results: ImportUrlResult[]): Omit<ImportContentItemsResult, 'analysisJobId'> {
  const count = (status: ImportUrlResult['status']) => results.filter((r) => r.status === status).length;
  return { results, created: count('created'), duplicates: count('duplicate'), invalid: count('invalid'), overLimit: count('over_limit') };
}
