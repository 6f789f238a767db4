import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import request from 'supertest';
import { useTestApp } from './test-app';

/**
 * How the built web app is served (for a fast first load): compressed, hashed assets cached for a year, index.html
 * revalidated on every load, and real robots.txt and favicon.ico (the web app's public/ files) rather than the
 * app's HTML. A web dist of its own, shaped as Vite builds it, keeps the test from depending on a build.
 */
// The landing page's headline, which a visitor must see before any JavaScript has run.
const LANDING_HEADLINE = 'Keep your website content fresh, accurate and findable';

describe('serving the web app', () => {
  // What web/scripts/prerender.mjs writes: index.html with the landing page rendered into #root.
  const landingHtml = `<!doctype html><html lang="en"><head><title>Freshwatch</title></head><body><div id="root"><h1>${LANDING_HEADLINE}</h1></div></body></html>`;
  const script = `export const app = ${JSON.stringify('x'.repeat(20_000))};\n`;

  const app = useTestApp(() => {
    const dist = mkdtempSync(join(tmpdir(), 'freshwatch-web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="en"><head><title>Freshwatch</title></head><body><div id="root"></div></body></html>');
    writeFileSync(join(dist, 'landing.html'), landingHtml);
    writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), script);
    const publicDir = resolve(__dirname, '../../web/public');
    copyFileSync(join(publicDir, 'robots.txt'), join(dist, 'robots.txt'));
    copyFileSync(join(publicDir, 'favicon.ico'), join(dist, 'favicon.ico'));
    return { env: { WEB_DIST_DIR: dist } };
  });

  const server = () => request(app.running.app.getHttpServer());

  it('caches hashed assets for a year and compresses them with brotli or gzip, as the browser asks', async () => {
    const brotli = await server()
      .get('/assets/index-Ab12Cd34.js')
      .set('Accept-Encoding', 'br, gzip')
      .buffer(true)
      .parse((res, done) => {
        res.on('data', () => {});
        res.on('end', () => done(null, null));
      });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);

    const gzip = await server().get('/assets/index-Ab12Cd34.js').set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(script);

    const plain = await server().get('/assets/index-Ab12Cd34.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script);
  });

  it('revalidates index.html on every load, at / and at every app route', async () => {
    for (const path of ['/', '/content', '/signin']) {
      const page = await server().get(path).set('Accept-Encoding', 'gzip');
      expect([page.status, page.headers['cache-control'], page.headers['content-type']]).toEqual([200, 'no-cache', 'text/html; charset=utf-8']);
      expect(page.text).toContain('<div id="root">');
    }
  });

  it('answers / without a session with the prerendered landing page, and with a session with the plain app', async () => {
    const visitor = await server().get('/');
    expect([visitor.status, visitor.headers['cache-control'], visitor.headers.vary]).toEqual([200, 'no-cache', expect.stringMatching(/Cookie/)]);
    expect(visitor.text).toContain(`<h1>${LANDING_HEADLINE}</h1>`);

    // A signed-in user gets the app's shell, which shows the home dashboard, never the landing page first.
    const { agent } = await app.signUp();
    const member = await agent.get('/');
    expect(member.status).toBe(200);
    expect(member.text).toContain('<div id="root"></div>');
    expect(member.text).not.toContain(LANDING_HEADLINE);

    // Only / is the landing page: another route without a session is the app, which decides what to show there.
    const elsewhere = await server().get('/signin');
    expect(elsewhere.text).toContain('<div id="root"></div>');
  });

  it('serves a real robots.txt and favicon.ico, and 404 for a file that does not exist', async () => {
    const robots = await server().get('/robots.txt');
    expect([robots.status, robots.headers['content-type']]).toEqual([200, 'text/plain; charset=utf-8']);
    expect(robots.text).toMatch(/^User-agent: \*/);
    expect(robots.text).toContain('Disallow: /api/');

    const icon = await server().get('/favicon.ico').buffer(true);
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    expect([...icon.body.subarray(0, 4)]).toEqual([0, 0, 1, 0]);

    for (const path of ['/assets/index-gone1234.js', '/apple-touch-icon.png']) {
      const missing = await server().get(path);
      expect([missing.status, missing.text]).toEqual([404, 'Not found']);
    }
  });

  it('compresses API replies too', async () => {
    const { agent } = await app.signUp();
    await agent.get('/api/auth/user').expect(200);
    const docs = await server().get('/api/docs-json').set('Accept-Encoding', 'gzip');
    expect([docs.status, docs.headers['content-encoding']]).toEqual([200, 'gzip']);
  });
});
