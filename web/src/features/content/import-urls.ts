import { type CreateContentItemPayload, contentApi } from './content-queries';

/** The title an imported URL starts with until analysis finds a better one: host and path, e.g. example.com/about. */
export function importedTitle(url: string): string {
  const { hostname, pathname } = new URL(url);
  return pathname === '/' ? hostname : `${hostname}${pathname}`;
}

export function importPayload(url: string): Pick<CreateContentItemPayload, 'title' | 'url' | 'contentType' | 'checkSchedule'> {
  return { title: importedTitle(url), url, contentType: 'page', checkSchedule: { type: 'manual' } };
}

export interface ImportResult {
  imported: number;
  failed: number;
  /** The first failure's message, for the case where nothing could be imported. */
  firstError: unknown;
}

/** Creates one item per URL, one after another so a plan limit stops the rest cleanly rather than racing. */
export async function importUrls(urls: string[]): Promise<ImportResult> {
  const result: ImportResult = { imported: 0, failed: 0, firstError: undefined };
  for (const url of urls) {
    try {
      await contentApi.create(importPayload(url));
      result.imported += 1;
    } catch (error) {
      result.failed += 1;
      result.firstError ??= error;
    }
  }
  return result;
}
