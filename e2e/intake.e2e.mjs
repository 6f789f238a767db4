/**
 * Content intake in few round trips, as a person does it in a browser: the Add dialog saves an
 * item with two source URLs in one request (then the analysis, as always), and the Import dialog imports 500
 * pasted URLs in one request. Requests are counted with playwright's request events.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { join } from 'node:path';
import { assignPlan, inNewContext, screenshots, signUp, toast, useProductAndBrowser } from './browser.mjs';

const app = useProductAndBrowser();

/** The writes the page sends to the API from now on, as 'METHOD /path'. */
function recordWrites(page) {
  const writes = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && request.method() !== 'GET') writes.push(`${request.method()} ${pathname}`);
  });
  return writes;
}

const listItems = (page) => page.evaluate(async () => (await fetch('/api/content-items')).json());

/** A new person on their empty Content Table; returns the list of writes the page sends from then on. */
async function onEmptyContentTable(page, person) {
  await signUp(page, app.url, person);
  await page.goto(`${app.url}/content`);
  await page.getByText('No content items found. Add some content to get started.').waitFor();
  return recordWrites(page);
}

test('the Add dialog saves an item with two source URLs in one request, then analyses it', async () => {
  await inNewContext(app.browser, 'intake-add', async (page) => {
    const writes = await onEmptyContentTable(page, { email: 'ada@site-a.test', firstName: 'Ada' });

    await page.getByRole('button', { name: 'Add Content' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Content' });
    await dialog.getByLabel('Title *').fill('Pricing page');
    await dialog.getByLabel('URL *').fill('https://site-a.test/pricing');
    await dialog.getByRole('button', { name: 'Add Source URL' }).click();
    await dialog.getByLabel('Source URL 1', { exact: true }).fill('https://stats.site-b.test/report');
    await dialog.getByLabel('Source URL 1 description').fill('Annual report');
    await dialog.getByRole('button', { name: 'Add Source URL' }).click();
    await dialog.getByLabel('Source URL 2', { exact: true }).fill('https://vendor.site-c.test/prices');
    await dialog.getByRole('button', { name: 'Add Content' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /Pricing page/ }).waitFor();

    const items = await listItems(page);
    assert.equal(items.length, 1);
    assert.deepEqual(
      items[0].sourceUrls.map((s) => [s.url, s.description]),
      [
        ['https://stats.site-b.test/report', 'Annual report'],
        ['https://vendor.site-c.test/prices', null],
      ],
    );
    // One request for the item and its sources, then the analysis the dialog starts.
    assert.deepEqual(writes, ['POST /api/content-items', `POST /api/content-items/${items[0].id}/analyze`]);
  });
});

test('the Import dialog imports 500 pasted URLs in one request', async () => {
  await inNewContext(app.browser, 'intake-import', async (page) => {
    const writes = await onEmptyContentTable(page, { email: 'max@site-a.test', firstName: 'Max' });
    // 500 pages are past the Free plan's 10: Ada, the first user and so the administrator, puts Max on Enterprise.
    await assignPlan(app.url, 'ada@site-a.test', 'max@site-a.test', 'enterprise');

    const urls = Array.from({ length: 500 }, (_, i) => `site-a.test/articles/${i + 1}`);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Content URLs' });
    await dialog.getByRole('tab', { name: 'Paste URLs' }).click();
    await dialog.getByRole('textbox', { name: 'URLs' }).fill(urls.join('\n'));
    // The server starts the analysis of the new pages itself; the app follows the job the import answers.
    const imported = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/content-items/import');
    const followed = page.waitForRequest((r) => r.method() === 'GET' && new URL(r.url()).pathname.startsWith('/api/analysis-jobs/'));
    await dialog.getByRole('button', { name: 'Import' }).click();
    const { analysisJobId } = await (await imported).json();
    assert.ok(analysisJobId, 'the import answers the analysis job it started');
    assert.equal(new URL((await followed).url()).pathname, `/api/analysis-jobs/${analysisJobId}`);
    await toast(page, 'Successfully imported 500 items', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The table shows the first page of 50; the footer counts all 500.
    await page.getByText('Showing 50 of 500 results').waitFor();
    // The first page holds 50 of the imported pages. Their order among themselves is the server's: imported at one
    // instant, the paged list's default (newest first, ties by id in the same direction) shows the last pasted first,
    // where the whole list kept the order pasted. The table draws its first 10 rows, then the rest in a deferred
    // render (DataTable's FIRST_ROWS): wait for the 50th (row 0 is the header).
    await page.getByRole('row').nth(50).waitFor();
    const shown = await page.getByRole('row').evaluateAll((rows) => rows.slice(1).map((row) => /site-a\.test\/articles\/(\d+)/.exec(row.innerText)?.[1]));
    assert.equal(shown.length, 50);
    assert.ok(
      shown.every((n) => n && Number(n) >= 1 && Number(n) <= 500),
      shown.join(' '),
    );
    assert.equal(new Set(shown).size, 50);
    await page.screenshot({ path: join(screenshots, 'import-500.png') });

    // The import alone: the server analyses the new pages, as an added page is analysed after it is saved, and the
    // app asks for no second analysis.
    assert.deepEqual(writes, ['POST /api/content-items/import']);
    const items = await listItems(page);
    assert.equal(items.length, 500);
    const first = items.find((item) => item.url === 'https://site-a.test/articles/1');
    assert.ok(first, 'the first imported page is listed');
    assert.equal(first.title, 'site-a.test/articles/1');
    assert.equal(first.contentType, 'page');
    // No schedule of its own: it is checked on the workspace's default schedule (Settings).
    assert.equal(first.checkSchedule, null);

    // Importing the same list again creates nothing: every page is already monitored.
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByRole('tab', { name: 'Paste URLs' }).click();
    await dialog.getByRole('textbox', { name: 'URLs' }).fill(urls.slice(0, 3).join('\n'));
    await dialog.getByRole('button', { name: 'Import' }).click();
    await toast(page, 'Failed to import content items. Not imported: 3 already monitored.', { exact: true }).waitFor();
    // Nothing new, so nothing to analyse.
    assert.deepEqual(writes, ['POST /api/content-items/import', 'POST /api/content-items/import']);
  });
});
