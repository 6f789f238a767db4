/**
 * The pages a sitemap (or a sitemap index and its children, gzip or not) lists, read through the guarded
 * fetcher with the workspace's request timeout. Answers a SitemapReading; a root sitemap that cannot be read or
 * is not a sitemap is a DomainError (SITEMAP_UNREADABLE, 400) naming why.
 */
export class ReadSitemapQuery {
  constructor(
    readonly workspaceId: string,
    readonly url: string,
  ) {}
}

export interface SitemapReading {
  /** Sitemap files read, the root included. */
  sitemaps: number;
  /** Every page listed, in order (up to MAX_SITEMAP_URLS; `tooMany` counts the rest). */
  pages: { url: string; lastModified: string | null }[];
  tooMany: number;
  /** Child sitemaps that could not be read, and why. */
  unreadable: { url: string; message: string }[];
}
