/**
 * The content screen, as a new user would do it in a browser: the landing page loads; sign up; add a
 * content item with a weekly schedule and two source URLs; see it in the table and on the dashboard; edit it;
 * delete it; a second user cannot see the first user's items.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { join } from 'node:path';
import { screenshots, signUp, useProductAndBrowser, waitUntil } from './browser.mjs';

const app = useProductAndBrowser();

test('a new user signs up, adds, sees, edits and deletes a content item; another user sees none of it', async () => {
  const context = await app.browser.newContext();
  const page = await context.newPage();
  page.on('dialog', (dialog) => dialog.accept());

  await page.goto(app.url);
  await page.getByRole('link', { name: 'Start Free Trial' }).waitFor();
  await page.screenshot({ path: join(screenshots, 'landing.png'), fullPage: true });

  await signUp(page, app.url, { email: 'ada@site-a.test', firstName: 'Ada' });
  await page.screenshot({ path: join(screenshots, 'home.png'), fullPage: true });

  await page.getByRole('link', { name: 'Content Table' }).click();
  await page.getByText('No content items found. Add some content to get started.').waitFor();
  await page.getByRole('button', { name: 'Add Content' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Content' });
  await dialog.getByLabel('URL *').fill('https://site-a.test/pricing');
  // A title as long as real ones are: the table must fit with it.
  await dialog.getByLabel('Title *').fill('Pricing page for teams, agencies and enterprise customers');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Our plans and prices');
  await dialog.getByRole('button', { name: 'Add Source URL' }).click();
  await dialog.getByLabel('Source URL 1', { exact: true }).fill('https://stats.site-b.test/report');
  await dialog.getByLabel('Source URL 1 description').fill('Annual report');
  await dialog.getByRole('button', { name: 'Add Source URL' }).click();
  await dialog.getByLabel('Source URL 2', { exact: true }).fill('https://vendor.site-c.test/prices');
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

  // At 1280 and 1366 px every column and action is in the window, the last header whole; narrower,
  // a row's actions are in its menu.
  for (const width of [1280, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    const header = page.getByRole('columnheader', { name: 'Actions' });
    const fit = await header.evaluate((th) => ({
      right: th.getBoundingClientRect().right,
      window: document.documentElement.clientWidth,
      columns: [...th.parentElement.children].map((c) => `${c.textContent}:${Math.round(c.getBoundingClientRect().width)}`).join(' '),
      clipped: th.scrollWidth > th.clientWidth,
      scroller: th.closest('table').parentElement.scrollWidth - th.closest('table').parentElement.clientWidth,
    }));
    assert.ok(fit.right <= fit.window, `at ${width} px the Actions column ends at ${fit.right} px, past the window (${fit.window} px); columns ${fit.columns}`);
    assert.equal(fit.scroller, 0, `at ${width} px the table scrolls sideways by ${fit.scroller} px`);
    assert.equal(fit.clipped, false, `at ${width} px the Actions header is cut`);
    for (const name of ['View', 'Analyze', 'Run analysis', 'Edit', 'Delete']) {
      const box = await row.getByRole('button', { name, exact: true }).boundingBox();
      assert.ok(box && box.x + box.width <= fit.window, `at ${width} px the ${name} button is outside the window`);
    }
    await page.screenshot({ path: join(screenshots, `content-table-${width}.png`) });
  }
  // Narrower windows never scroll sideways: the columns that do not fit stack under the title, and every row
  // keeps its actions in its menu, inside the window.
  for (const width of [1279, 1024, 800, 768, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const menuButton = row.getByRole('button', { name: 'Actions for Pricing page for teams, agencies and enterprise customers' });
    await menuButton.waitFor();
    const fit = await page.evaluate(() => {
      const box = document.querySelector('table').parentElement;
      return {
        table: box.scrollWidth - box.clientWidth,
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        window: document.documentElement.clientWidth,
      };
    });
    assert.equal(fit.table, 0, `at ${width} px the table scrolls sideways by ${fit.table} px`);
    assert.equal(fit.page, 0, `at ${width} px the page scrolls sideways by ${fit.page} px`);
    const box = await menuButton.boundingBox();
    assert.ok(box && box.x + box.width <= fit.window, `at ${width} px the row's actions are outside the window`);
    assert.match(await row.innerText(), /Weekly on Mon, Thu at 09:00/);
    await page.screenshot({ path: join(screenshots, `content-table-${width}.png`) });
  }
  await page.setViewportSize({ width: 1024, height: 800 });
  assert.equal(await row.getByRole('button', { name: 'Edit', exact: true }).count(), 0);
  await row.getByRole('button', { name: 'Actions for Pricing page for teams, agencies and enterprise customers' }).click();
  const menu = page.getByRole('menu');
  assert.deepEqual(await menu.getByRole('menuitem').allInnerTexts(), ['View', 'Analyze', 'Run analysis', 'Edit', 'Delete']);
  await page.screenshot({ path: join(screenshots, 'content-table-1024-menu.png') });
  await menu.getByRole('menuitem', { name: 'View' }).click();
  await page.getByRole('dialog', { name: /Pricing page/ }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  // The dialog hands the focus back in the task after it is removed, not in the same one.
  const menuButton = 'Actions for Pricing page for teams, agencies and enterprise customers';
  await waitUntil(
    'focus back on the row menu',
    async () => (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) === menuButton,
    3000,
  );
  await page.setViewportSize({ width: 1280, height: 720 });

  // The API agrees with what the table shows.
  const items = await page.evaluate(async () => (await fetch('/api/content-items')).json());
  assert.equal(items.length, 1);
  assert.deepEqual(items[0].checkSchedule, { type: 'weekly', daysOfWeek: ['monday', 'thursday'], time: '09:00' });
  assert.deepEqual(
    items[0].sourceUrls.map((s) => [s.url, s.description]),
    [
      ['https://stats.site-b.test/report', 'Annual report'],
      ['https://vendor.site-c.test/prices', null],
    ],
  );

  await page
    .getByRole('link', { name: 'Freshwatch' })
    .first()
    .click()
    .catch(() => page.goto(app.url));
  await page.goto(app.url);
  await page.getByText('Recent Content').waitFor();
  await page.getByText('Pricing page').waitFor();

  await page.goto(`${app.url}/content`);
  await page
    .getByRole('row', { name: /Pricing page/ })
    .getByRole('button', { name: 'Edit' })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Content' });
  await edit.getByLabel('Title *').fill('Pricing and plans');
  await edit.getByRole('button', { name: 'Update Content' }).click();
  await page.getByText('Content updated successfully.').first().waitFor();
  await page.getByRole('row', { name: /Pricing and plans/ }).waitFor();

  // A second user, in a browser of their own, sees an empty workspace.
  const other = await app.browser.newContext();
  const otherPage = await other.newPage();
  await signUp(otherPage, app.url, { email: 'bob@site-a.test', firstName: 'Bob' });
  await otherPage.goto(`${app.url}/content`);
  await otherPage.getByText('No content items found. Add some content to get started.').waitFor();
  const status = await otherPage.evaluate(async (id) => (await fetch(`/api/content-items/${id}`, { method: 'DELETE' })).status, items[0].id);
  assert.equal(status, 404);
  await other.close();

  await page
    .getByRole('row', { name: /Pricing and plans/ })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByText('Content item deleted successfully.').first().waitFor();
  await page.getByText('No content items found. Add some content to get started.').waitFor();
  await context.close();
});

test('an unknown path shows the not-found page, and signed-in pages are not shown to visitors', async () => {
  const context = await app.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${app.url}/no-such-page`);
  await page.getByText('Page Not Found').waitFor();
  await page.goto(`${app.url}/content`);
  await page.getByText('Page Not Found').waitFor();
  await context.close();
});
