/**
 * Screens that fit: at 1280×800 and 1366×768 no screen behind sign-in scrolls sideways, with a page whose title
 * and URL are very long (an analysed one, so that it shows on Reports too) and a task with a very long title; the
 * content table's Actions column stays whole inside the window. Truncated text keeps a way to read it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { call, inNewContext, measureFit, MEMBER_SCREENS, shot, signUp, startFixtureSite, useProductAndBrowser } from './browser.mjs';

const app = useProductAndBrowser({ site: startFixtureSite, env: { FETCH_ALLOW_PRIVATE: 'true' } });

// Long words and one long unbroken token: a title that wraps nowhere by itself.
const LONG_TITLE =
  'The complete and unabridged guide to pricing, plans, discounts and enterprise agreements for teams, agencies and resellers ' +
  'Supercalifragilisticexpialidocious-Antidisestablishmentarianism-Pneumonoultramicroscopicsilicovolcanoconiosis';
const LONG_TASK =
  'Review the complete and unabridged guide to pricing once the new enterprise agreements and reseller discounts are published ' +
  'Floccinaucinihilipilification-Hippopotomonstrosesquippedaliophobia-Pseudopseudohypoparathyroidism-update';

// Every screen under web/src/routes/_app, and the signed-in home page; each with its heading.
const SCREENS = [...MEMBER_SCREENS, ['/users', 'Users']];
// Where the long title or the long task title shows: the screen is measured once it is there.
const SHOWS = { '/': LONG_TASK, '/content': LONG_TITLE, '/tasks': LONG_TASK, '/reports': LONG_TITLE, '/advanced-data': LONG_TITLE };

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
];

test('at 1280×800 and 1366×768 no screen scrolls sideways with a long title, URL and task title', async () => {
  await inNewContext(app.browser, 'screens-fit', async (page) => {
    // The first account is the instance administrator: /users is one of its screens.
    await signUp(page, app.url, { email: 'wide@site-a.test', firstName: 'Wendy' });
    const longUrl = `${app.site.url}/fresh?campaign=${'spring-pricing-and-plans-for-teams-'.repeat(6)}end`;
    const created = await call(page, 'POST', '/api/content-items', { title: LONG_TITLE, url: longUrl });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const item = created.body;
    const analysed = await call(page, 'POST', `/api/content-items/${item.id}/analyze`);
    assert.equal(analysed.status, 200, JSON.stringify(analysed.body));
    const task = await call(page, 'POST', '/api/tasks', { title: LONG_TASK, contentId: item.id, priority: 'high' });
    assert.equal(task.status, 201, JSON.stringify(task.body));

    const failures = [];
    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const [path, heading] of SCREENS) {
        await page.goto(`${app.url}${path}`);
        await page.getByRole('heading', { name: heading, level: 1 }).first().waitFor();
        if (SHOWS[path]) await page.getByText(SHOWS[path]).first().waitFor();
        await page.waitForLoadState('networkidle');
        const fit = await measureFit(page);
        if (fit.scrollWidth > fit.innerWidth) {
          failures.push(`${path} at ${size.width}×${size.height}: ${fit.scrollWidth} px wide (widest: ${fit.widest} ending at ${fit.right} px)`);
          await shot(page, `FAILED-screens-fit${path.replace(/\//g, '-') || '-home'}-${size.width}`);
        }
        for (const scroller of fit.scrollers) failures.push(`${path} at ${size.width}: ${scroller} scrolls sideways`);
        // The long title cut short is still readable: the cut text names it in full.
        if (SHOWS[path]) {
          const unreadable = await page.evaluate((text) => {
            const cut = [...document.querySelectorAll('body *')].filter(
              (el) =>
                el.children.length === 0 &&
                el.textContent.includes(text.slice(0, 40)) &&
                el.scrollWidth > el.clientWidth + 1 &&
                // Not a label only screen readers read (sr-only: 1 px, clipped).
                el.getBoundingClientRect().width > 2,
            );
            return cut.filter((el) => !el.closest('[title]')?.getAttribute('title')?.includes(text.slice(0, 40))).length;
          }, SHOWS[path]);
          if (unreadable > 0) failures.push(`${path} at ${size.width}: ${unreadable} cut title(s) without a title attribute`);
        }
        if (path === '/content') {
          const row = page.getByRole('row', { name: /The complete and unabridged guide/ });
          const actions = await page.getByRole('columnheader', { name: 'Actions' }).evaluate((th) => ({
            right: th.getBoundingClientRect().right,
            clipped: th.scrollWidth > th.clientWidth,
          }));
          if (actions.right > size.width || actions.clipped)
            failures.push(`/content at ${size.width}: the Actions header ends at ${actions.right} px${actions.clipped ? ', cut' : ''}`);
          const buttons = row.getByRole('cell').last().getByRole('button');
          assert.ok((await buttons.count()) > 0, 'the row has its actions');
          for (const button of await buttons.all()) {
            const box = await button.boundingBox();
            const name = (await button.getAttribute('aria-label')) ?? (await button.innerText());
            if (!box || box.x < 0 || box.x + box.width > size.width) failures.push(`/content at ${size.width}: the row's ${name} button is outside the window`);
          }
        }
      }
    }
    assert.deepEqual(failures, []);
  });
});
