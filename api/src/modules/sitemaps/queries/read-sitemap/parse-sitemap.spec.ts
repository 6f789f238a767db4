import { gzipSync } from 'node:zlib';
import { lastModifiedOf, parseSitemap, SitemapFormatError, sitemapXml } from './parse-sitemap';

const urlset = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://site-a.test/</loc><lastmod>2025-03-04</lastmod><changefreq>daily</changefreq></url>
  <url><loc> https://site-a.test/a?x=1&amp;y=2 </loc><lastmod>2025-03-04T10:00:00+01:00</lastmod></url>
  <url><loc>https://site-a.test/b</loc><lastmod>last tuesday</lastmod></url>
  <url><loc></loc></url>
</urlset>`;

describe('reading a sitemap', () => {
  it('lists the pages with their lastmod as an instant, entities decoded, a bad date dropped', () => {
    expect(parseSitemap(urlset)).toEqual({
      kind: 'urlset',
      pages: [
        { url: 'https://site-a.test/', lastModified: '2025-03-04T00:00:00.000Z' },
        { url: 'https://site-a.test/a?x=1&y=2', lastModified: '2025-03-04T09:00:00.000Z' },
        { url: 'https://site-a.test/b', lastModified: null },
      ],
    });
  });

  it('lists the child sitemaps of an index', () => {
    const index = `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://site-a.test/s1.xml</loc><lastmod>2025-01-01</lastmod></sitemap><sitemap><loc>https://site-a.test/s2.xml.gz</loc></sitemap></sitemapindex>`;
    expect(parseSitemap(index)).toEqual({ kind: 'index', sitemaps: ['https://site-a.test/s1.xml', 'https://site-a.test/s2.xml.gz'] });
  });

  it('refuses what is not a sitemap', () => {
    expect(() => parseSitemap('<html><body>Not found</body></html>')).toThrow(SitemapFormatError);
    expect(() => parseSitemap('just text')).toThrow('The address does not serve a sitemap');
  });

  it('unpacks gzip by its magic bytes, and plain XML as it is', () => {
    expect(sitemapXml(gzipSync(Buffer.from(urlset)))).toBe(urlset);
    expect(sitemapXml(Buffer.from(urlset))).toBe(urlset);
    expect(() => sitemapXml(Buffer.from([0x1f, 0x8b, 1, 2, 3]))).toThrow('The gzip sitemap could not be unpacked');
  });

  it('reads W3C dates only', () => {
    expect(lastModifiedOf('2025-12-31T23:59:59Z')).toBe('2025-12-31T23:59:59.000Z');
    expect(lastModifiedOf('2025-13-45')).toBeNull();
    expect(lastModifiedOf('')).toBeNull();
  });
});
