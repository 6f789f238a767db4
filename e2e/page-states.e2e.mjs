/**
 * Every page's state is true (issue 28), as a person sees it in a browser against the loopback fixture site: a
 * page whose check fails shows 'Check failed' with the reason, a new one 'Not checked yet', neither 'Fresh 0%';
 * pages imported over the API (a URL list by API key, a sitemap by session) are analysed by the server without
 * a further request, and the content table shows their scores.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { call, inNewContext, shot, signUp, startFixtureSite, useProductAndBrowser, waitUntil } from './browser.mjs';

// The fixture site listens on 127.0.0.1, which Freshwatch refuses unless told that private addresses are fine.
const app = useProductAndBrowser({ site: startFixtureSite, env: { FETCH_ALLOW_PRIVATE: 'true' } });

const listItems = async (page) => (await call(page, 'GET', '/api/content-items')).body;
const rowOf = (page, title) => page.getByRole('row', { name: new RegExp(title) });

/** Waits until the server has ended a check of every item at these URLs (it runs in the background). */
function checkedItems(page, urls) {
  return waitUntil(
    `the server to check ${urls.join(', ')}`,
    async () => {
      const items = (await listItems(page)).filter((item) => urls.includes(item.url));
      return items.length === urls.length && items.every((item) => item.lastCheck !== null) ? items : null;
    },
    60_000,
  );
}

test("a failing page shows 'Check failed', a new one 'Not checked yet', and imported pages are analysed without a further request", async () => {
  await inNewContext(app.browser, 'page-states', async (page) => {
    await signUp(page, app.url, { email: 'pat@site-a.test', firstName: 'Pat' });

    // A new page on a manual schedule: nothing checks it until someone asks.
    const created = await call(page, 'POST', '/api/content-items', {
      title: 'Waiting page',
      url: `${app.site.url}/about`,
      contentType: 'page',
      checkSchedule: { type: 'manual' },
    });
    assert.equal(created.status, 201);
    assert.equal(created.body.lastCheck, null);
    // A page whose server answers 500: its check fails.
    await app.site.setPage('/down', '<html><body>Server error</body></html>', { status: 500 });
    const broken = await call(page, 'POST', '/api/content-items', {
      title: 'Broken page',
      url: `${app.site.url}/down`,
      contentType: 'page',
      checkSchedule: { type: 'manual' },
    });
    assert.equal((await call(page, 'POST', `/api/content-items/${broken.body.id}/analyze`)).status, 422);

    await page.getByRole('link', { name: 'Content Table' }).click();
    const waiting = rowOf(page, 'Waiting page');
    await waiting.getByText('Not checked yet').waitFor();
    assert.equal(await waiting.getByRole('progressbar').count(), 0, 'a page never checked has no health bar');
    assert.doesNotMatch(await waiting.innerText(), /\b0%/);
    const failing = rowOf(page, 'Broken page');
    await failing.getByText('Check failed').waitFor();
    await failing.getByText(/500/).first().waitFor();
    assert.doesNotMatch(await failing.innerText(), /\bfresh\b|\b0%/i);
    await shot(page, 'page-states-table');

    // The View dialog says the same, with the reason.
    await failing.getByRole('button', { name: 'View' }).click();
    const view = page.getByRole('dialog', { name: 'Broken page' });
    await view.getByText('Check failed').waitFor();
    await view.getByText(/500/).first().waitFor();
    await page.keyboard.press('Escape');
    await view.waitFor({ state: 'detached' });

    // The status filter finds them by their state, not as fresh.
    const items = await listItems(page);
    const stats = (await call(page, 'GET', '/api/analytics/content-stats')).body;
    assert.deepEqual(
      { notChecked: stats.notChecked, checkFailed: stats.checkFailed, fresh: stats.fresh },
      { notChecked: 1, checkFailed: 1, fresh: 0 },
      JSON.stringify(items),
    );

    // A URL import over the API, by API key as a script or the plugin would: the server analyses the pages.
    const key = await call(page, 'POST', '/api/api-keys', { name: 'script' });
    assert.equal(key.status, 201);
    const imported = await fetch(`${app.url}/api/content-items/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key.body.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ urls: [`${app.site.url}/fresh`, `${app.site.url}/outdated`] }),
    });
    assert.equal(imported.status, 200);
    assert.equal((await imported.json()).created, 2);

    // A sitemap import by session: its pages are analysed too, with no further request.
    const sitemap = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${app.site.url}/privacy</loc></url></urlset>`;
    await app.site.setPage('/page-states-sitemap.xml', sitemap, { contentType: 'application/xml' });
    const fromSitemap = await call(page, 'POST', '/api/content-items/import-sitemap', { url: `${app.site.url}/page-states-sitemap.xml` });
    assert.equal(fromSitemap.status, 200);
    assert.equal(fromSitemap.body.created, 1);

    const urls = ['/fresh', '/outdated', '/privacy'].map((path) => `${app.site.url}${path}`);
    const checked = await checkedItems(page, urls);
    for (const item of checked) assert.equal(item.lastCheck.outcome, 'analysed', JSON.stringify(item));

    // The table shows their measured state and scores once reloaded.
    await page.reload();
    for (const item of checked) {
      const row = rowOf(page, item.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      await row.getByRole('progressbar', { name: /^Health score \d+%$/ }).waitFor();
      assert.doesNotMatch(await row.innerText(), /Not checked yet|Check failed/);
    }
    await shot(page, 'page-states-imported');
  });
});
