/**
 * Analysis, as a person would do it in a browser, against the loopback fixture site (a child
 * process of its own, like a remote site): add real-looking pages and see their health score, status, issues
 * and recommendations; an outdated page scores clearly below a fresh one; a changed source is flagged and opens
 * a review task; Refresh All on 200 items shows its progress and completes; a private address is refused with
 * a clear reason while FETCH_ALLOW_PRIVATE is off; the writing assistant's suggestion is applied.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assignPlan, inNewContext, shot, signUp, startFixtureSite, startProduct, toast, useProductAndBrowser, waitUntil } from './browser.mjs';

// The fixture site listens on 127.0.0.1, which Freshwatch refuses unless told that private addresses are fine.
const app = useProductAndBrowser({ site: startFixtureSite, env: { FETCH_ALLOW_PRIVATE: 'true' } });

/** The signed-in user's content items, as the API gives them to the web app. */
const listItems = (page) => page.evaluate(async () => (await fetch('/api/content-items')).json());

/**
 * Adds a page through the Add Content dialog, leaving the title empty so that it is filled from the page on
 * leaving the URL field; returns the title it got. Waits for the dialog to close.
 */
async function addContentFromUrl(page, url) {
  await page.getByRole('button', { name: 'Add Content' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Content' });
  await dialog.getByLabel('URL *').fill(url);
  await dialog.getByLabel('URL *').blur();
  const titleField = dialog.getByLabel('Title *');
  const title = await waitUntil(`the title of ${url} to be filled in`, async () => (await titleField.inputValue()).trim());
  await dialog.getByRole('button', { name: 'Add Content' }).click();
  await toast(page, 'Content added and analyzed successfully.').waitFor();
  await dialog.waitFor({ state: 'detached' });
  return title;
}

/** The health score the table shows in a row ('Health score 99%' is the bar's name). */
async function tableScore(row) {
  const name = await row.getByRole('progressbar', { name: /^Health score \d+%$/ }).getAttribute('aria-label');
  return Number(/(\d+)%/.exec(name)[1]);
}

test('a new user adds fixture pages and sees scores, issues and recommendations; a changed source is flagged and opens a review task', async () => {
  try {
    await inNewContext(app.browser, 'analysis-scores', async (page) => {
      await signUp(page, app.url, { email: 'ada@site-a.test', firstName: 'Ada' });
      await page.getByRole('link', { name: 'Content Table' }).click();
      await page.getByText('No content items found. Add some content to get started.').waitFor();

      // A fresh page: its own title comes in from the page, and the analysis gives it a good score.
      const freshTitle = await addContentFromUrl(page, `${app.site.url}/fresh`);
      assert.equal(freshTitle, 'Keep documentation fresh: a practical guide');
      const freshRow = page.getByRole('row', { name: new RegExp(freshTitle) });
      await freshRow.waitFor();
      const freshScore = await tableScore(freshRow);
      assert.ok(freshScore >= 70, `the fresh page scores ${freshScore}`);
      assert.match(await freshRow.innerText(), /fresh/i);

      // An outdated page (last changed 3 years ago, 'the best tools of 2022', '© 2021') scores clearly lower.
      const outdatedTitle = await addContentFromUrl(page, `${app.site.url}/outdated`);
      assert.equal(outdatedTitle, 'The best tools of 2022 for content teams');
      const outdatedRow = page.getByRole('row', { name: new RegExp(outdatedTitle) });
      await outdatedRow.waitFor();
      const outdatedScore = await tableScore(outdatedRow);
      assert.ok(outdatedScore <= freshScore - 20, `outdated ${outdatedScore} vs fresh ${freshScore}`);
      assert.match(await outdatedRow.innerText(), /outdated|needs update/i);
      await page.getByText('Showing 2 of 2 results').waitFor();
      await shot(page, 'analysis-content-table');

      // The table and the API agree.
      const items = await listItems(page);
      const byUrl = (path) => items.find((item) => item.url === `${app.site.url}${path}`);
      assert.equal(byUrl('/fresh').status, 'fresh');
      assert.equal(Math.round(byUrl('/fresh').healthScore), freshScore);
      assert.ok(['outdated', 'needs_update'].includes(byUrl('/outdated').status));
      assert.equal(Math.round(byUrl('/outdated').healthScore), outdatedScore);

      // The view dialog reads like a report: scores, summary, issues by severity, recommendations by priority.
      await outdatedRow.getByRole('button', { name: 'View' }).click();
      const view = page.getByRole('dialog', { name: outdatedTitle });
      const issues = view.getByRole('region', { name: 'Issues' });
      await issues.getByRole('heading', { name: /^Issues \(\d+\)$/ }).waitFor();
      await issues.getByRole('heading', { name: /^Errors \(\d+\)$/ }).waitFor();
      await issues.getByRole('heading', { name: /^Warnings \(\d+\)$/ }).waitFor();
      await issues.getByText(/last updated 3 years ago/).waitFor();
      await issues.getByText(/2022/).first().waitFor();
      const recommendations = view.getByRole('region', { name: 'Recommendations' });
      await recommendations.getByRole('heading', { name: /^Recommendations \([1-9]\d*\)$/ }).waitFor();
      await recommendations
        .getByRole('heading', { name: /priority \(\d+\)$/ })
        .first()
        .waitFor();
      await view.getByRole('progressbar', { name: /^Freshness \d+%$/ }).waitFor();
      await shot(page, 'analysis-view-outdated');
      await recommendations.scrollIntoViewIfNeeded();
      await shot(page, 'analysis-view-outdated-findings');
      // The severity groups come in the order error, warning, info.
      const headings = await issues.getByRole('heading').allInnerTexts();
      const order = headings.map((h) => h.replace(/ \(\d+\)$/, '')).filter((h) => ['Errors', 'Warnings', 'Info'].includes(h));
      assert.deepEqual(
        order,
        ['Errors', 'Warnings', 'Info'].filter((h) => order.includes(h)),
      );
      await page.keyboard.press('Escape');
      await view.waitFor({ state: 'detached' });

      // A source URL on the fresh page: the first comparison is the baseline.
      await freshRow.getByRole('button', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Content' });
      await edit.getByRole('button', { name: 'Add Source URL' }).click();
      await edit.getByLabel('Source URL 1', { exact: true }).fill(`${app.site.url}/source/report`);
      await edit.getByLabel('Source URL 1 description').fill('Annual survey');
      await edit.getByRole('button', { name: 'Update Content' }).click();
      await toast(page, 'Content updated successfully.').waitFor();
      await edit.waitFor({ state: 'detached' });

      await freshRow.getByRole('button', { name: 'Analyze' }).click();
      await toast(page, 'Content comparison completed.').waitFor();
      await toast(page, 'Sources: 0 changed, 0 unchanged, 0 unreachable, 1 checked for the first time.').waitFor();
      assert.match(await freshRow.innerText(), /fresh/i);

      // The survey publishes new figures: comparing again flags the source and the item needs an update.
      await app.site.setPage(
        '/source/report',
        '<!DOCTYPE html><html lang="en"><head><title>Annual documentation survey: key figures</title></head><body><main><h1>Annual documentation survey: key figures</h1><p>In the revised figures, 64% of teams now review their documentation every quarter, up from 41% last year.</p><p>The median time to fix a broken link fell to two days.</p></main></body></html>',
      );
      await freshRow.getByRole('button', { name: 'Analyze' }).click();
      await toast(page, 'Sources: 1 changed, 0 unchanged, 0 unreachable.').waitFor();
      await waitUntil('the fresh item to show Needs update', async () => /needs update/i.test(await freshRow.innerText()));
      assert.equal((await listItems(page)).find((item) => item.url === `${app.site.url}/fresh`).status, 'needs_update');

      // The view dialog shows what the comparison found for the source.
      await freshRow.getByRole('button', { name: 'View' }).click();
      const freshView = page.getByRole('dialog', { name: freshTitle });
      await freshView.getByText('changed', { exact: true }).waitFor();
      await shot(page, 'analysis-view-changed-source');
      await page.keyboard.press('Escape');
      await freshView.waitFor({ state: 'detached' });

      // A reaction to the comparison opens the review task; it lands shortly after the reply.
      const taskTitle = `Review changes in ${app.site.url}/source/report`;
      await waitUntil('the review task', () =>
        page.evaluate(async (title) => (await (await fetch('/api/tasks')).json()).some((t) => t.title === title), taskTitle),
      );
      const taskRow = page.getByRole('row').filter({ hasText: taskTitle });
      // Moving to Tasks inside the app, as a person would: the list was first loaded on the home page at sign-up.
      await page.getByRole('link', { name: 'Tasks' }).click();
      await page.getByRole('heading', { name: 'Tasks', level: 1 }).waitFor();
      const shownInApp = await taskRow.waitFor({ timeout: 5000 }).then(
        () => true,
        () => false,
      );
      if (!shownInApp) await shot(page, 'analysis-review-task-missing-before-reload');
      // A fresh load of /tasks shows it, on the item it is about.
      await page.reload();
      await taskRow.waitFor();
      // The row names its item once that item has loaded (the Tasks screen asks for each related item apart).
      await taskRow.getByText(freshTitle).waitFor();
      assert.match(await taskRow.innerText(), new RegExp(freshTitle));
      await shot(page, 'analysis-review-task');
      assert.ok(
        shownInApp,
        'The review task exists (GET /api/tasks lists it) but the Tasks screen reached through the sidebar does not show it until the page is reloaded',
      );
    });
  } finally {
    await app.site.resetPage('/source/report');
  }
});

test('Refresh All on /dashboard analyses 200 items, showing its progress until it completes', async () => {
  await inNewContext(app.browser, 'analysis-refresh-all', async (page) => {
    await signUp(page, app.url, { email: 'bob@site-a.test', firstName: 'Bob' });
    // 200 pages are past the Free plan's 10: Ada, the first user and so the administrator, puts Bob on Enterprise.
    await assignPlan(app.url, 'ada@site-a.test', 'bob@site-a.test', 'enterprise');
    // 200 items straight through the API, as an import would make them, spread over the fixture's pages.
    const paths = ['/fresh', '/outdated', '/seo-poor', '/hard-to-read', '/broken-links', '/source/report'];
    const failures = await page.evaluate(
      async ({ origin, paths }) => {
        const bad = [];
        for (let start = 0; start < 200; start += 20) {
          const batch = Array.from({ length: 20 }, (_, k) => start + k);
          const statuses = await Promise.all(
            batch.map(async (i) => {
              const response = await fetch('/api/content-items', {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ title: `Page ${String(i + 1).padStart(3, '0')}`, url: `${origin}${paths[i % paths.length]}?copy=${i}` }),
              });
              return response.status;
            }),
          );
          bad.push(...statuses.filter((s) => s !== 201));
        }
        return bad;
      },
      { origin: app.site.url, paths },
    );
    assert.deepEqual(failures, []);
    assert.equal((await listItems(page)).length, 200);

    // The dashboard draws its cards from the server's summary, never from the whole list.
    const listRequests = [];
    const refreshBodies = [];
    const onRequest = (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname === '/api/content-items') listRequests.push(url.search);
      if (request.method() === 'POST' && url.pathname === '/api/content-items/bulk-analyze') refreshBodies.push(request.postDataJSON());
    };
    page.on('request', onRequest);
    await page.goto(`${app.url}/dashboard`);
    await page.getByRole('heading', { name: 'Freshwatch', level: 1 }).waitFor();
    const statValue = (title) => page.getByRole('region', { name: 'Content statistics' }).locator('.rounded-lg', { hasText: title }).locator('p');
    assert.equal(await statValue('Total Content').textContent(), '200');
    assert.equal(await page.getByText('No content has been analyzed yet.').count(), 1);
    assert.deepEqual(listRequests, [], 'the dashboard asked for the content list');
    await page.getByRole('button', { name: 'Refresh All' }).click();
    await toast(page, 'Content analysis is running in the background.').waitFor();
    // Refresh All names no items: the server refreshes every item of the workspace, and no list is downloaded.
    assert.deepEqual(refreshBodies, [{ all: true }]);
    assert.deepEqual(listRequests, [], 'Refresh All asked for the content list');
    page.off('request', onRequest);
    const bar = page.getByRole('progressbar', { name: 'Refresh All progress' });
    await bar.waitFor();

    // Follow the bar until the completion toast: it must show counts between none and all on the way.
    const seen = [];
    let shotTaken = false;
    const done = toast(page, 'Analysis complete', { exact: true });
    await waitUntil(
      'the Refresh All completion toast',
      async () => {
        if (await done.isVisible()) return true;
        const [value, text] = await Promise.all([
          bar.getAttribute('aria-valuenow', { timeout: 1000 }).catch(() => null),
          bar.getAttribute('aria-valuetext', { timeout: 1000 }).catch(() => null),
        ]);
        if (value !== null && !seen.some((s) => s.value === Number(value))) seen.push({ value: Number(value), text });
        if (!shotTaken && Number(value) > 0 && Number(value) < 100) {
          shotTaken = true;
          await shot(page, 'analysis-refresh-all-progress');
        }
        return false;
      },
      180_000,
    );
    await toast(page, '200 analyzed, 0 failed').waitFor();
    assert.ok(
      seen.some((s) => s.value > 0 && s.value < 100 && /^Analyzing \d+ of 200\.\.\.$/.test(s.text)),
      `progress seen on the way: ${JSON.stringify(seen)}`,
    );
    await bar.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Refresh All' }).and(page.locator(':enabled')).waitFor();
    // The finished job reloads the summary: four of the 200 analyses are the latest activities, and no item is left unanalysed.
    const activities = page.getByRole('list', { name: 'Recent Activities' });
    await activities.waitFor();
    assert.equal(await activities.getByRole('listitem').count(), 4);
    await page.getByLabel("This Week's Performance").getByText('200 of 200').waitFor();
    await shot(page, 'analysis-refresh-all-done');

    const items = await listItems(page);
    assert.equal(items.filter((item) => item.lastAnalyzed).length, 200);
  });
});

test('the writing assistant suggests a current year for an old one, and Apply puts it in the field', async () => {
  await inNewContext(app.browser, 'analysis-writing-assistant', async (page) => {
    await signUp(page, app.url, { email: 'cy@site-a.test', firstName: 'Cy' });
    await page.getByRole('link', { name: 'Content Table' }).click();
    await page.getByRole('button', { name: 'Add Content' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Content' });
    await dialog.getByLabel('Title *').fill('The best SEO tools of 2023');
    await dialog.getByRole('button', { name: 'Suggest title' }).click();
    const panel = dialog.getByRole('region', { name: 'AI suggestions for title' });
    const year = String(new Date().getFullYear());
    const suggestion = panel
      .getByRole('listitem')
      .filter({ hasText: `The best SEO tools of ${year}` })
      .first();
    await suggestion.waitFor();
    await shot(page, 'analysis-writing-assistant');
    await suggestion.getByRole('button', { name: 'Apply' }).click();
    await toast(page, 'Applied', { exact: true }).waitFor();
    await toast(page, 'AI suggestion applied successfully.').waitFor();
    assert.equal(await dialog.getByLabel('Title *').inputValue(), `The best SEO tools of ${year}`);
    await panel.waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});

test('with FETCH_ALLOW_PRIVATE off, a loopback page is added but its analysis is refused with a clear reason', async () => {
  const guarded = await startProduct();
  try {
    await inNewContext(app.browser, 'analysis-private-refused', async (page) => {
      await signUp(page, guarded.url, { email: 'dee@site-a.test', firstName: 'Dee' });
      await page.getByRole('link', { name: 'Content Table' }).click();
      await page.getByRole('button', { name: 'Add Content' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add Content' });
      await dialog.getByLabel('URL *').fill(`${app.site.url}/fresh`);
      // The title cannot come from the page either; the person types one.
      await dialog.getByLabel('Title *').fill('Internal guide');
      await dialog.getByRole('button', { name: 'Add Content' }).click();
      await toast(page, 'Content added successfully, but analysis failed.').waitFor();
      await dialog.waitFor({ state: 'detached' });

      const row = page.getByRole('row', { name: /Internal guide/ });
      await row.getByRole('button', { name: 'Run analysis' }).click();
      await toast(page, 'Analysis failed', { exact: true }).waitFor();
      const reason = toast(page, /private network address/);
      await reason.waitFor();
      assert.match(await reason.innerText(), /The host name could not be found or resolves to a private network address/);
      await shot(page, 'analysis-private-refused');

      const [item] = await listItems(page);
      assert.equal(item.lastAnalyzed, null);
    });
  } finally {
    await guarded.stop();
  }
});
