#!/usr/bin/env node
/**
 * Tried as a new user would: the Content screen with 100,000 items pages, sorts and
 * searches without waiting. The built app (api/dist, serving web/dist) runs in this process on a fresh database;
 * Debian's Chromium (playwright-core, nothing outside the machine resolved) signs up, the items are written into
 * the read model (bench/lib.mjs seedShopItems), and the script times what a person waits for on /content:
 * the first rows after navigating, Next, a sort header, and a search (including the search box's 300 ms pause
 * before it asks the server).
 *
 *   node bench/content-screen.mjs [--no-build] [--items 100000] [--rounds 5]
 */
import { ensureBuilt, launchBrowser, numberOption, seedShopItems, summarize, withAppOnFreshDatabase } from './lib.mjs';
import { signUp } from '../e2e/browser.mjs';

const items = numberOption('items', 100_000);
const rounds = numberOption('rounds', 5);
if (!process.argv.includes('--no-build')) ensureBuilt();

await withAppOnFreshDatabase('screen', async (running) => {
  await running.app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${running.app.getHttpServer().address().port}`;
  const chromium = await launchBrowser();
  try {
    const page = await (await chromium.browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    await signUp(page, base, { email: `screen-${Date.now()}@site-a.test`, firstName: 'Bench' });
    const me = await page.evaluate(async () => (await fetch('/api/auth/user')).json());
    let started = performance.now();
    await seedShopItems(running.dataSource, me.workspaceId, items);
    await running.dataSource.query('VACUUM ANALYZE content_items');
    console.log(`${items} items written in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const footer = page.getByText(/^Showing \d+ of [\d,]+ results$/);
    const firstTitle = () => page.locator('tbody tr').first().innerText();
    /** Runs `act` and waits until the first row's text is no longer `before`: what the person sees change. */
    async function timeChange(act) {
      const before = await firstTitle();
      const t = performance.now();
      await act();
      await page.waitForFunction(
        (text) => document.querySelector('tbody tr')?.textContent?.trim() && document.querySelector('tbody tr').innerText !== text,
        before,
        { timeout: 30_000 },
      );
      return performance.now() - t;
    }

    const samples = {
      'open /content (first rows shown)': [],
      'Next page': [],
      'sort by Title (header click)': [],
      "search 'kettle 77' (typed, incl. 300 ms pause)": [],
    };
    for (let round = 0; round < rounds; round++) {
      await page.goto(`${base}/dashboard`);
      await page.getByText('Total Content').first().waitFor();
      let t = performance.now();
      await page.goto(`${base}/content`);
      await page.locator('tbody tr').nth(1).waitFor();
      await footer.waitFor();
      samples['open /content (first rows shown)'].push(performance.now() - t);
      if (round === 0) console.log(`footer: ${await footer.innerText()}`);
      samples['Next page'].push(await timeChange(() => page.getByRole('button', { name: 'Next' }).click()));
      samples['sort by Title (header click)'].push(await timeChange(() => page.getByRole('button', { name: /^Title/ }).click()));
      samples["search 'kettle 77' (typed, incl. 300 ms pause)"].push(
        await timeChange(() => page.getByPlaceholder('Search by title or URL...').fill('kettle 77')),
      );
    }
    console.log('| what the person waits for | n | p50 ms | p95 ms | max ms |\n|---|---|---|---|---|');
    for (const [what, ms] of Object.entries(samples)) {
      const s = summarize(ms);
      console.log(`| ${what} | ${s.n} | ${s.p50.toFixed(0)} | ${s.p95.toFixed(0)} | ${s.max.toFixed(0)} |`);
    }
  } finally {
    await chromium.close();
  }
});
