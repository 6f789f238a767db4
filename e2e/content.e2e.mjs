/**
 * Issue 2's 'done when', as a new user would do it in a browser: the landing page loads; sign up; add a
 * content item with a weekly schedule and two source URLs; see it in the table and on the dashboard; edit it;
 * delete it; a second user cannot see the first user's items.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { join } from 'node:path';
import { launchBrowser, screenshots, signUp, startProduct } from './browser.mjs';

let product;
let chromium;
before(async () => {
  product = await startProduct();
  chromium = await launchBrowser();
});
after(async () => {
  await chromium?.close();
  await product?.stop();
});

test('a new user signs up, adds, sees, edits and deletes a content item; another user sees none of it', async () => {
  const context = await chromium.browser.newContext();
  const page = await context.newPage();
  page.on('dialog', (dialog) => dialog.accept());

  await page.goto(product.url);
  await page.getByRole('link', { name: 'Start Free Trial' }).waitFor();
  await page.screenshot({ path: join(screenshots, 'landing.png'), fullPage: true });

  await signUp(page, product.url, { email: 'ada@example.com', firstName: 'Ada' });
  await page.screenshot({ path: join(screenshots, 'home.png'), fullPage: true });

  await page.getByRole('link', { name: 'Content Table' }).click();
  await page.getByText('No content items found. Add some content to get started.').waitFor();
  await page.getByRole('button', { name: 'Add Content' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Content' });
  await dialog.getByLabel('URL *').fill('https://example.com/pricing');
  await dialog.getByLabel('Title *').fill('Pricing page');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Our plans and prices');
  await dialog.getByRole('button', { name: 'Add Source URL' }).click();
  await dialog.getByLabel('Source URL 1', { exact: true }).fill('https://stats.example.org/report');
  await dialog.getByLabel('Source URL 1 description').fill('Annual report');
  await dialog.getByRole('button', { name: 'Add Source URL' }).click();
  await dialog.getByLabel('Source URL 2', { exact: true }).fill('https://vendor.example.net/prices');
  await dialog.getByRole('combobox', { name: 'Schedule type' }).click();
  await page.getByRole('option', { name: 'Weekly' }).click();
  await dialog.getByRole('checkbox', { name: 'Thursday' }).check();
  await page.screenshot({ path: join(screenshots, 'add-content.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Add Content' }).click();
  await dialog.waitFor({ state: 'detached' });

  const row = page.getByRole('row', { name: /Pricing page/ });
  await row.waitFor();
  assert.match(await row.innerText(), /Weekly on Mon, Thu at 09:00/);
  await page.getByText('Showing 1 of 1 results').waitFor();
  await page.screenshot({ path: join(screenshots, 'content-table.png'), fullPage: true });

  // The API agrees with what the table shows.
  const items = await page.evaluate(async () => (await fetch('/api/content-items')).json());
  assert.equal(items.length, 1);
  assert.deepEqual(items[0].checkSchedule, { type: 'weekly', daysOfWeek: ['monday', 'thursday'], time: '09:00' });
  assert.deepEqual(
    items[0].sourceUrls.map((s) => [s.url, s.description]),
    [
      ['https://stats.example.org/report', 'Annual report'],
      ['https://vendor.example.net/prices', null],
    ],
  );

  await page.getByRole('link', { name: 'Freshwatch' }).first().click().catch(() => page.goto(product.url));
  await page.goto(product.url);
  await page.getByText('Recent Content').waitFor();
  await page.getByText('Pricing page').waitFor();

  await page.goto(`${product.url}/content`);
  await page.getByRole('row', { name: /Pricing page/ }).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Content' });
  await edit.getByLabel('Title *').fill('Pricing and plans');
  await edit.getByRole('button', { name: 'Update Content' }).click();
  await page.getByText('Content updated successfully.').first().waitFor();
  await page.getByRole('row', { name: /Pricing and plans/ }).waitFor();

  // A second user, in a browser of their own, sees an empty workspace.
  const other = await chromium.browser.newContext();
  const otherPage = await other.newPage();
  await signUp(otherPage, product.url, { email: 'bob@example.com', firstName: 'Bob' });
  await otherPage.goto(`${product.url}/content`);
  await otherPage.getByText('No content items found. Add some content to get started.').waitFor();
  const status = await otherPage.evaluate(async (id) => (await fetch(`/api/content-items/${id}`, { method: 'DELETE' })).status, items[0].id);
  assert.equal(status, 404);
  await other.close();

  await page.getByRole('row', { name: /Pricing and plans/ }).getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Content item deleted successfully.').first().waitFor();
  await page.getByText('No content items found. Add some content to get started.').waitFor();
  await context.close();
});

test('an unknown path shows the not-found page, and signed-in pages are not shown to visitors', async () => {
  const context = await chromium.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${product.url}/no-such-page`);
  await page.getByText('Page Not Found').waitFor();
  await page.goto(`${product.url}/content`);
  await page.getByText('Page Not Found').waitFor();
  await context.close();
});
