/**
 * Reports & Analytics and Advanced Data as a new user would use them in a browser: analyse fixture
 * pages, read the report for two ranges, export it as CSV and JSON and open the files; find the items on
 * Advanced Data, filter them, view one's raw data, and export the data as JSON and CSV (also from the Content
 * table's Export button), opening each file.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { inNewContext, shot, signUp, startFixtureSite, toast, useProductAndBrowser, waitUntil } from './browser.mjs';

const app = useProductAndBrowser({ site: startFixtureSite, env: { FETCH_ALLOW_PRIVATE: 'true' } });

const today = () => new Date().toISOString().slice(0, 10);

/** Clicks `button` and returns the download's suggested file name and its text (decoded strictly as UTF-8). */
async function download(page, button) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const bytes = await readFile(await file.path());
  return { name: file.suggestedFilename(), text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
}

/** The rows of an RFC 4180 CSV (quoted fields with doubled quotes and line breaks, CRLF records). */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') field += text[++i];
      else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  assert.equal(field + row.join(''), '', 'the CSV ends with CRLF');
  return rows;
}

async function addContent(page, url) {
  await page.getByRole('button', { name: 'Add Content' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Content' });
  await dialog.getByLabel('URL *').fill(url);
  await dialog.getByLabel('URL *').blur();
  await waitUntil(`the title of ${url}`, async () => (await dialog.getByLabel('Title *').inputValue()).trim());
  await dialog.getByRole('button', { name: 'Add Content' }).click();
  await toast(page, 'Content added and analyzed successfully.').waitFor();
  await dialog.waitFor({ state: 'detached' });
}

test('reports, Advanced Data and their exports, as a new user sees and opens them', async () => {
  await inNewContext(app.browser, 'reports', async (page) => {
    await signUp(page, app.url, { email: 'rita@site-a.test', firstName: 'Rita' });
    await page.getByRole('link', { name: 'Content Table' }).click();
    await addContent(page, `${app.site.url}/fresh`);
    await addContent(page, `${app.site.url}/outdated`);
    const items = await page.evaluate(async () => (await fetch('/api/content-items')).json());
    assert.equal(items.length, 2);

    // Reports: today's two analyses in the last 30 days, against nothing before.
    await page.getByRole('link', { name: 'Reports' }).click();
    await page.getByRole('heading', { name: 'Reports & Analytics' }).waitFor();
    const analysedCard = page.locator('.rounded-lg', { has: page.getByText('Content Analyzed', { exact: true }) });
    await analysedCard.getByText('2', { exact: true }).waitFor();
    await analysedCard.getByText('Nothing to compare in the previous 30 days').waitFor();
    await page.getByRole('img', { name: /Average health per day, 1 of 30 days with analyses/ }).waitFor();
    const best = [...items].sort((a, b) => b.healthScore - a.healthScore)[0];
    await page
      .locator('.rounded-lg', { has: page.getByText('Top Performing Content') })
      .getByText(best.title)
      .first()
      .waitFor();
    assert.equal(await page.getByText('+12% from last month').count(), 0);
    await shot(page, 'reports-30-days');

    await page.getByRole('combobox', { name: 'Date range' }).click();
    await page.getByRole('option', { name: 'Last year' }).click();
    await page.getByRole('img', { name: /1 of 365 days with analyses/ }).waitFor();
    await analysedCard.getByText('Nothing to compare in the previous year').waitFor();
    await shot(page, 'reports-year');

    const csv = await download(page, page.getByRole('button', { name: 'Export Report (CSV)' }));
    const from = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    assert.equal(csv.name, `freshwatch-report-${from}-to-${today()}.csv`);
    const records = parseCsv(csv.text);
    assert.deepEqual(records[0].slice(0, 3), ['section', 'name', 'value']);
    assert.deepEqual(records.find((r) => r[0] === 'stats' && r[1] === 'contentAnalyzed').slice(2, 4), ['2', '0']);
    assert.equal(records.filter((r) => r[0] === 'healthByDay').length, 365);
    const json = await download(page, page.getByRole('button', { name: 'Export Report (JSON)' }));
    assert.equal(json.name, `freshwatch-report-${from}-to-${today()}.json`);
    const report = JSON.parse(json.text);
    assert.equal(report.range.days, 365);
    assert.equal(report.stats.contentAnalyzed.value, 2);

    // Advanced Data: both items, the filters, the View dialog's raw data, and the exports.
    await page.getByRole('link', { name: 'Advanced Data' }).click();
    await page.getByRole('heading', { name: 'Advanced Data' }).waitFor();
    for (const item of items) await page.getByRole('row', { name: new RegExp(item.title) }).waitFor();
    await page.getByRole('combobox', { name: 'Analysis filter' }).click();
    await page.getByRole('option', { name: 'Unanalyzed Only' }).click();
    await page.getByText('No content items found.').waitFor();
    await page.getByRole('combobox', { name: 'Analysis filter' }).click();
    await page.getByRole('option', { name: 'Analyzed Only', exact: true }).click();
    await page
      .getByRole('row', { name: new RegExp(best.title) })
      .getByRole('button', { name: 'View' })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Raw Data' }).click();
    assert.equal(JSON.parse(await dialog.getByLabel('Raw data', { exact: true }).innerText()).id, best.id);
    await shot(page, 'advanced-data-raw');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    const dataJson = await download(page, page.getByRole('button', { name: 'Export JSON' }));
    assert.equal(dataJson.name, `freshwatch-data-${today()}.json`);
    const exported = JSON.parse(dataJson.text);
    assert.deepEqual(exported.map((i) => i.id).sort(), items.map((i) => i.id).sort());
    assert.deepEqual(Object.keys(exported[0]), [
      'id',
      'title',
      'url',
      'contentType',
      'status',
      'healthScore',
      'lastAnalyzed',
      'lastUpdated',
      'createdAt',
      'analysis',
      'content',
    ]);
    for (const item of exported) assert.ok(item.content === null || [...item.content].length <= 501);
    const dataCsv = await download(page, page.getByRole('button', { name: 'Export CSV' }));
    assert.equal(dataCsv.name, `freshwatch-data-${today()}.csv`);
    const rows = parseCsv(dataCsv.text);
    assert.equal(rows.length, 3);
    assert.deepEqual(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
      items.map((i) => i.id).sort(),
    );

    // The Content table's Export uses the same endpoint.
    await page.getByRole('link', { name: 'Content Table' }).click();
    const tableCsv = await download(page, page.getByRole('button', { name: 'Export' }));
    assert.equal(tableCsv.name, `freshwatch-data-${today()}.csv`);
    assert.equal(tableCsv.text, dataCsv.text);
  });
});
