'use strict';
/**
 * A loopback site that serves a sitemap index of `pages` pages split over `children` child sitemaps (the last one
 * gzip, served as application/gzip like real .xml.gz files), each page with a <lastmod>. Plain CommonJS so that
 * the benchmark can load it without a build.
 */
const http = require('node:http');
const { gzipSync } = require('node:zlib');

/** The <lastmod> of page i: a date in 2025 that differs between pages. */
function lastmodOf(i) {
  return new Date(Date.UTC(2025, 0, 1) + (i % 365) * 86_400_000).toISOString().slice(0, 10);
}

function urlset(origin, from, to) {
  const rows = [];
  for (let i = from; i < to; i++) rows.push(`<url><loc>${origin}/page/${i}</loc><lastmod>${lastmodOf(i)}</lastmod></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${rows.join('\n')}\n</urlset>\n`;
}

function startSitemapSite({ pages = 1000, children = 2 } = {}) {
  const files = new Map();
  const requests = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url);
    const file = files.get(new URL(req.url, 'http://fixture').pathname);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/html' });
      return res.end('<html><body>Not found</body></html>');
    }
    res.writeHead(200, { 'content-type': file.type, 'content-length': file.body.length });
    res.end(file.body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const origin = `http://127.0.0.1:${server.address().port}`;
      const per = Math.ceil(pages / children);
      const names = [];
      for (let c = 0; c < children; c++) {
        const gzip = c === children - 1;
        const name = `/sitemap-${c + 1}.xml${gzip ? '.gz' : ''}`;
        const xml = urlset(origin, c * per, Math.min(pages, (c + 1) * per));
        files.set(name, gzip ? { type: 'application/gzip', body: gzipSync(xml) } : { type: 'application/xml', body: Buffer.from(xml) });
        names.push(name);
      }
      const index = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${names
        .map((name) => `<sitemap><loc>${origin}${name}</loc></sitemap>`)
        .join('\n')}\n</sitemapindex>\n`;
      files.set('/sitemap_index.xml', { type: 'application/xml', body: Buffer.from(index) });
      resolve({
        url: origin,
        indexUrl: `${origin}/sitemap_index.xml`,
        requests,
        setFile(path, body, type = 'application/xml') {
          files.set(path, { type, body: Buffer.isBuffer(body) ? body : Buffer.from(body) });
        },
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

module.exports = { startSitemapSite, lastmodOf };
