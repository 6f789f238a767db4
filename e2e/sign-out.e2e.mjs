/**
 * Sign-out cannot be forced from another site: a page elsewhere with an image of /api/logout and a link to it
 * (a top-level navigation, which carries the SameSite=Lax session cookie) leaves the person signed in; the app's
 * own Sign Out link signs them out. The other site is the fixture site under the other loopback name, so that it
 * is another site to the browser, not only another origin.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { call, inNewContext, signUp, startFixtureSite, useProductAndBrowser } from './browser.mjs';

const app = useProductAndBrowser({ site: startFixtureSite });

/** The fixture site under the loopback name the product does not use. */
const otherSite = () => {
  const product = new URL(app.url);
  const name = product.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return `http://${name}:${new URL(app.site.url).port}`;
};

test('a link or image to /api/logout on another site changes nothing; the Sign Out link signs out', async () => {
  await inNewContext(app.browser, 'sign-out-cross-site', async (page) => {
    await signUp(page, app.url, { email: `cross-site-${Date.now()}@site-a.test`, firstName: 'Casey' });
    app.site.setPage('/prize', `<html><body><img alt="" src="${app.url}/api/logout"><a href="${app.url}/api/logout">Claim your prize</a></body></html>`);

    const asked = [];
    page.on('request', (request) => request.url() === `${app.url}/api/logout` && asked.push(request.resourceType()));
    await page.goto(`${otherSite()}/prize`, { waitUntil: 'networkidle' });
    assert.deepEqual(asked, ['image'], 'the other site’s image asked for /api/logout');
    await page.getByRole('link', { name: 'Claim your prize' }).click();
    await page.waitForURL(`${app.url}/**`);
    assert.equal((await call(page, 'GET', '/api/auth/user')).status, 200, 'still signed in after the image and the link from another site');

    await page.goto(`${app.url}/dashboard`);
    await page.getByRole('link', { name: 'Sign Out' }).click();
    await page.waitForURL(`${app.url}/`);
    assert.equal((await call(page, 'GET', '/api/auth/user')).status, 401, 'the app’s own link signs out');
  });
});
