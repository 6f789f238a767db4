/**
 * The auditor's history, as a person would do it in a browser: add a page, rename it, analyse it again after its
 * words changed, open the item's History tab and see who did what, the health chart and the word diff; export
 * the events with their hashes; ask for the item as of an earlier instant; verify the chains as the admin.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inNewContext, shot, signUp, startFixtureSite, toast, useProductAndBrowser } from './browser.mjs';

const app = useProductAndBrowser({ site: startFixtureSite, env: { FETCH_ALLOW_PRIVATE: 'true' } });

const page = (price) =>
  `<!DOCTYPE html><html lang="en"><head><title>Pricing of Fixture Publishing</title><meta name="description" content="Plans and prices"></head>` +
  `<body><main><article><h1>Pricing</h1>${`<p>Our plans start at ${price} dollars a month and every plan includes email support, weekly reports and a free trial.</p>`.repeat(10)}</article></main></body></html>`;

test("an item's history shows who changed what, its health over time and a word diff; asOf and verify answer", async () => {
  await app.site.setPage('/pricing', page('nine'));
  await inNewContext(app.browser, 'history', async (browserPage) => {
    await signUp(browserPage, app.url, { email: 'auditor@site-a.test', firstName: 'Ada' });
    await browserPage.getByRole('link', { name: 'Content Table' }).click();

    await browserPage.getByRole('button', { name: 'Add Content' }).first().click();
    const add = browserPage.getByRole('dialog', { name: 'Add Content' });
    await add.getByLabel('URL *').fill(`${app.site.url}/pricing`);
    await add.getByLabel('Title *').fill('Pricing');
    await add.getByRole('button', { name: 'Add Content' }).click();
    await toast(browserPage, 'Content added and analyzed successfully.').waitFor();
    await add.waitFor({ state: 'detached' });

    const [item] = await browserPage.evaluate(async () => (await fetch('/api/content-items')).json());
    const afterFirstAnalysis = new Date().toISOString();
    // Renamed by hand through the API (the Edit dialog is content's own test), then the table is reloaded.
    const status = await browserPage.evaluate(
      async (id) =>
        (
          await fetch(`/api/content-items/${id}`, {
            method: 'PATCH',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ title: 'Pricing plans' }),
          })
        ).status,
      item.id,
    );
    assert.equal(status, 200);
    await app.site.setPage('/pricing', page('twelve'));
    await browserPage.reload();

    const row = browserPage.getByRole('row', { name: /Pricing plans/ });
    await row.getByRole('button', { name: 'View' }).click();
    const view = browserPage.getByRole('dialog', { name: 'Pricing plans' });
    await view.getByRole('button', { name: 'Run analysis' }).click();
    await toast(browserPage, 'Content analyzed successfully.').waitFor();

    await view.getByRole('tab', { name: 'History' }).click();
    const events = view.getByRole('list', { name: 'Events' });
    await events.waitFor();
    const text = await events.innerText();
    assert.match(text, /Registered by You/);
    assert.match(text, /Edited by You/);
    assert.match(text, /title: Pricing → Pricing plans/);
    assert.equal((text.match(/Analysed by You/g) ?? []).length, 2, text);
    await view.getByRole('img', { name: /^Health score chart: from \d+% to \d+% over 2 analyses$/ }).waitFor();
    const diff = view.getByLabel('Text differences');
    assert.match(await diff.locator('del').first().innerText(), /nine/);
    assert.match(await diff.locator('ins').first().innerText(), /twelve/);
    await shot(browserPage, 'history-tab');

    // The export an auditor takes away: every event with its hash.
    const exported = await browserPage.evaluate(
      async (href) => (await fetch(href)).text(),
      await view.getByRole('link', { name: /Export events/ }).getAttribute('href'),
    );
    const lines = exported
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    assert.deepEqual(
      lines.map((l) => l.type),
      ['ContentItemRegistered', 'ContentAnalyzed', 'ContentItemEdited', 'ContentAnalyzed', 'ContentChanged'],
    );
    assert.ok(lines.every((l) => /^[0-9a-f]{64}$/.test(l.hash)));

    // The item as it stood after the first analysis: the old title.
    const then = await browserPage.evaluate(async ([id, asOf]) => (await fetch(`/api/content-items/${id}?asOf=${asOf}`)).json(), [item.id, afterFirstAnalysis]);
    assert.equal(then.title, 'Pricing');

    // The first user administers the installation and may verify the whole log.
    const verification = await browserPage.evaluate(async () => (await fetch('/api/audit/verify')).json());
    assert.equal(verification.ok, true);
    assert.ok(verification.events >= 5);
  });
});
