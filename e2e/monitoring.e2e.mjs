/**
 * Whole-site monitoring as a new user tries it in a browser: import a fixture site's sitemap index of 1,000 pages
 * (one gzip child) through the Import dialog's 'From sitemap' mode; then set a time zone in Settings and see
 * the Content Table's next checks move. The browser runs in Europe/Berlin, which sign-up adopts.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';
import { screenshots, signUp, toast, useProductAndBrowser, waitUntil } from './browser.mjs';

const require = createRequire(import.meta.url);
const { startSitemapSite } = require('../api/test/fixture-sitemaps/index.js');

// The sitemap site is on loopback: the guard against private addresses is lifted, as in the API tests.
const app = useProductAndBrowser({ site: () => startSitemapSite({ pages: 1000, children: 2 }), env: { FETCH_ALLOW_PRIVATE: 'true' } });

/** A person of their own whose browser says it is in Berlin. */
async function inBerlin(name, steps) {
  const context = await app.browser.newContext({ timezoneId: 'Europe/Berlin' });
  try {
    const page = await context.newPage();
    page.on('dialog', (dialog) => dialog.accept());
    try {
      return await steps(page);
    } catch (error) {
      await page.screenshot({ path: join(screenshots, `FAILED-${name}.png`), fullPage: true }).catch(() => {});
      throw error;
    }
  } finally {
    await context.close();
  }
}

const api = (page, path, init) =>
  page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(path, init && { ...init, headers: { 'content-type': 'application/json' } });
      return response.json();
    },
    { path, init },
  );

test("imports a sitemap index of 1,000 pages through the Import dialog's 'From sitemap' mode", async () => {
  await inBerlin('monitoring-sitemap', async (page) => {
    await signUp(page, app.url, { email: 'site@site-a.test', firstName: 'Sita' });
    await page.goto(`${app.url}/content`);
    await page.getByText('No content items found. Add some content to get started.').waitFor();

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Content URLs' });
    await dialog.getByRole('tab', { name: 'From sitemap' }).click();
    await dialog.getByLabel('Sitemap URL').fill(app.site.indexUrl);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await toast(page, 'Successfully imported 1000 items from 3 sitemaps.').waitFor({ timeout: 60_000 });
    await dialog.waitFor({ state: 'detached' });

    await waitUntil('every imported page is listed', async () => (await api(page, '/api/content-items')).length === 1000, 60_000);
    const items = await api(page, '/api/content-items');
    const last = items.find((i) => i.url === `${app.site.url}/page/999`);
    assert.ok(last, 'page 999, from the gzip child, is monitored');
    assert.match(last.lastUpdated, /^2025-/);
    // The reply waits for the read models only so long (READ_YOUR_WRITES_TIMEOUT_MS); on a busy machine the list
    // the dialog reloaded may have been partial, so the page is opened again.
    await page.reload();
    await page.getByText(`${new URL(app.site.url).host}/page/999`, { exact: true }).waitFor();
  });
});

test('the time zone comes from the browser at sign-up, and setting another moves the next checks', async () => {
  await inBerlin('monitoring-time-zone', async (page) => {
    await signUp(page, app.url, { email: 'zoe@site-a.test', firstName: 'Zoe' });
    const zone = async () => (await api(page, '/api/settings')).find((s) => s.key === 'timezone').value;
    await waitUntil('the browser zone becomes the workspace zone', async () => (await zone()) === 'Europe/Berlin');
    await api(page, '/api/content-items', {
      method: 'POST',
      body: JSON.stringify({ title: 'Morning check', url: 'https://site-a.test/morning', checkSchedule: { type: 'daily', time: '09:00' } }),
    });

    await page.goto(`${app.url}/content`);
    const row = page.getByRole('row', { name: /Morning check/ });
    // The check runs within the hour after 09:00: each item's fixed jitter (docs/monitoring.md).
    await row.getByText(/, 09:[0-5]\d CE(S)?T$/).waitFor();
    const before = (await api(page, '/api/content-items'))[0].nextCheckAt;

    await page.goto(`${app.url}/settings`);
    const field = page.getByLabel('Time zone');
    await field.fill('Asia/Tokyo');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toast(page, 'Settings updated successfully.').waitFor();

    await page.goto(`${app.url}/content`);
    await row.getByText(/, 09:[0-5]\d (GMT\+9|JST)$/).waitFor();
    const after = (await api(page, '/api/content-items'))[0].nextCheckAt;
    assert.notEqual(after, before);
    // 09:00 in Tokyo is midnight UTC; 09:00 in Berlin is 07:00 or 08:00 UTC.
    assert.equal(new Date(after).getUTCHours(), 0);
  });
});
