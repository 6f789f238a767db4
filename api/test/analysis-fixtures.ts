import type { FixtureSite } from './fixture-site';

/**
 * Serves the site-wide pages every fixture page links to (/, /about, /privacy), so that a well kept page has no
 * dead internal links in the analysis tests.
 */
export function servePagesItLinksTo(site: FixtureSite): void {
  for (const path of ['/', '/about', '/privacy']) {
    site.setPage(path, `<!DOCTYPE html><html lang="en"><head><title>Fixture Publishing ${path}</title></head><body><p>Fixture Publishing.</p></body></html>`);
  }
}
