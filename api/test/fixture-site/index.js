'use strict';
/**
 * A realistic website on loopback for the analysis tests and the benchmark (plain CommonJS so that both the
 * TypeScript tests and `node bench/analysis-local.mjs` load it as it is; types in index.d.ts).
 *
 *   /fresh /outdated /seo-poor /hard-to-read /broken-links /source/report /latin1 /with-comments   pages (pages.js)
 *   /redirect (301 → /fresh)   /redirect-loop (endless 302s)   /redirect-to?url=… (302 to any address)
 *   /huge (6 MB, streamed, no Content-Length)   /slow[?ms=] (the fresh page after a delay, default 5 s)
 *   /not-html (application/pdf)   /no-head (405 for HEAD, 200 for GET)   /img/* (a tiny SVG)
 *   /, /about, /privacy, /offers, /prices, /de/fresh (plain pages the others link to)   /missing and anything else: 404
 *   /link-hub (200 links)  /links/ok/N (200)  /links/gone/N (404, every 2nd 410)  /links/moved/N (301 → /links/ok/N)
 *   /links/no-head/N (405 for HEAD)
 */
const http = require('node:http');
const { renderFixturePage, missingPage, STATIC_PATHS, LINK_HUB } = require('./pages');

const HUGE_BYTES = 6 * 1024 * 1024;

function startFixtureSite(options = {}) {
  const slowMs = options.slowMs ?? 5000;
  const clock = options.now ?? (() => new Date());
  const overrides = new Map();
  const sockets = new Set();
  const timers = new Set();
  const requests = [];

  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://fixture');
    const origin = `http://${req.headers.host}`;
    requests.push({ method: req.method, path: url.pathname, userAgent: req.headers['user-agent'] ?? null });
    const send = (status, headers, body, encoding = 'utf8') => {
      const buffer = Buffer.from(body, encoding);
      res.writeHead(status, { 'content-length': buffer.length, ...headers });
      res.end(req.method === 'HEAD' ? undefined : buffer);
    };
    const sendPage = (page) => send(page.status, page.headers, page.body, page.encoding);

    const override = overrides.get(url.pathname);
    if (override) {
      return send(override.status ?? 200, { 'content-type': override.contentType ?? 'text/html; charset=utf-8', ...override.headers }, override.html);
    }
    const path = url.pathname;
    if (path === '/redirect') return send(301, { location: '/fresh' }, '');
    if (path === '/redirect-loop' || path.startsWith('/redirect-loop/')) {
      const n = Number(path.split('/')[2] ?? 0) + 1;
      return send(302, { location: `/redirect-loop/${n}` }, '');
    }
    if (path === '/redirect-to') return send(302, { location: url.searchParams.get('url') ?? '/' }, '');
    if (path === '/not-html') return send(200, { 'content-type': 'application/pdf' }, '%PDF-1.4\n% fixture\n%%EOF\n');
    if (path === '/no-head') {
      if (req.method === 'HEAD') return send(405, { allow: 'GET' }, '');
      return sendPage(renderFixturePage('/source/report', { now: clock(), origin }));
    }
    if (path === '/huge') return streamHuge(req, res);
    const linkTarget = /^\/links\/(ok|gone|moved|no-head)\/(\d+)$/.exec(path);
    if (linkTarget) return serveLinkTarget(linkTarget[1], Number(linkTarget[2]), req, send);
    if (path.startsWith('/img/')) return send(200, { 'content-type': 'image/svg+xml' }, '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
    if (path === '/slow') {
      const delay = Number(url.searchParams.get('ms') ?? slowMs);
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) sendPage(renderFixturePage('/fresh', { now: clock(), origin }));
      }, delay);
      timers.add(timer);
      res.on('close', () => {
        clearTimeout(timer);
        timers.delete(timer);
      });
      return;
    }
    const page = renderFixturePage(path, { now: clock(), origin });
    if (page) return sendPage(page);
    return sendPage({ status: 404, headers: { 'content-type': 'text/html; charset=utf-8' }, body: missingPage().body, encoding: 'utf8' });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}`,
        port,
        requests,
        paths: [...STATIC_PATHS, '/redirect', '/redirect-loop', '/huge', '/slow', '/not-html', '/missing'],
        setPage(path, html, pageOptions = {}) {
          overrides.set(path, { html, ...pageOptions });
        },
        resetPage(path) {
          overrides.delete(path);
        },
        close() {
          for (const timer of timers) clearTimeout(timer);
          timers.clear();
          for (const socket of sockets) socket.destroy();
          return new Promise((done) => server.close(() => done()));
        },
      });
    });
  });
}

/** The link hub's targets: small pages that work, are gone, moved or refuse HEAD. */
function serveLinkTarget(kind, n, req, send) {
  const html = (title) => `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><p>${title}</p></body></html>`;
  const type = { 'content-type': 'text/html; charset=utf-8' };
  if (kind === 'gone') return n % 2 ? send(410, type, html('Gone')) : send(404, type, html('Not found'));
  if (kind === 'moved') return send(301, { location: `/links/ok/${1000 + n}` }, '');
  if (kind === 'no-head' && req.method === 'HEAD') return send(405, { allow: 'GET' }, '');
  return send(200, type, html(`Resource ${n}`));
}

/** Writes 6 MB of HTML in 64 KB chunks without a Content-Length, stopping when the client goes away. */
function streamHuge(req, res) {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  if (req.method === 'HEAD') return res.end();
  const chunk = Buffer.from(`<p>${'Lots of text that nobody will read. '.repeat(1760)}</p>\n`.padEnd(64 * 1024, ' '));
  let sent = 0;
  res.write('<!DOCTYPE html><html><head><title>A very large page</title></head><body>\n');
  const pump = () => {
    while (sent < HUGE_BYTES) {
      if (res.destroyed) return;
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    res.end('</body></html>\n');
  };
  pump();
}

/**
 * A static fixture page as the engine's fetcher would return it (a FetchedPage), without a server:
 * for pure extraction and analysis tests and the no-network benchmark.
 */
function fetchedFixturePage(path, { now = new Date(), origin = 'http://127.0.0.1:8080' } = {}) {
  const page = renderFixturePage(path, { now, origin });
  if (!page) throw new Error(`No fixture page at ${path}`);
  return {
    requestedUrl: origin + path,
    finalUrl: origin + path,
    status: page.status,
    statusText: http.STATUS_CODES[page.status] ?? '',
    headers: page.headers,
    contentType: page.headers['content-type'],
    body: page.body,
    redirects: [],
    fetchedAt: now,
    elapsedMs: 0,
  };
}

module.exports = { startFixtureSite, renderFixturePage, fetchedFixturePage, LINK_HUB };
