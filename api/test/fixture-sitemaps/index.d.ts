/** Types for the loopback sitemap site (index.js is plain CommonJS so that the benchmark can load it without a build). */
export interface SitemapSite {
  /** http://127.0.0.1:<port>; page i is <url>/page/<i>. */
  url: string;
  /** The sitemap index: <url>/sitemap_index.xml */
  indexUrl: string;
  requests: string[];
  setFile(path: string, body: string | Buffer, type?: string): void;
  close(): Promise<void>;
}
export function startSitemapSite(options?: { pages?: number; children?: number }): Promise<SitemapSite>;
/** The <lastmod> date (YYYY-MM-DD) the site gives page i. */
export function lastmodOf(i: number): string;
