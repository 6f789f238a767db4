/**
 * The landing page a signed-out visitor gets at / is the prerendered HTML with one small script, which
 * loads the app only when the visitor is about to use the page. Until then it must read and work as the page does:
 * the hero, plain links into sign-in; and what the visitor does while the app loads (a click on Watch Demo, the
 * focus of the keyboard) must survive the app replacing the page.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectNoAxeViolations, inNewContext, useProductAndBrowser, waitUntil } from './browser.mjs';

const app = useProductAndBrowser();

const HEADLINE = 'Keep your website content fresh, accurate and findable';
/** The app's entry (web/src/main.tsx, built as index.html's script), which the landing page's script imports. */
const APP_ENTRY = /\/assets\/index-[^/]+\.js$/;
const focusedText = (page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
/** The app's root layout adds the notifications region, which the prerendered page does not have. */
const appRendered = (page) => page.getByRole('region', { name: /Notifications/, includeHidden: true }).waitFor({ state: 'attached' });

test('signed out, / shows the landing page without loading the app, and Sign In leads to sign-in', async () => {
  await inNewContext(app.browser, 'landing-static', async (page) => {
    const scripts = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.goto(app.url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: HEADLINE }).waitFor();
    assert.equal(scripts.length, 1, `one script before any interaction, got ${scripts.join(', ')}`);
    assert.match(scripts[0], /\/assets\/landing-boot-[^/]+\.js$/);
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign In' });
    assert.equal(await signIn.getAttribute('href'), '/api/login');
    await signIn.click();
    await page.waitForURL('**/signin');
    await page.getByRole('tab', { name: 'Sign Up' }).waitFor();
  });
});

test('Watch Demo clicked before the app has loaded opens the dialog once it has, and closing returns focus', async () => {
  await inNewContext(app.browser, 'landing-demo-click', async (page) => {
    let release;
    let requested = false;
    const held = new Promise((resolve) => (release = resolve));
    await page.route(APP_ENTRY, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await page.goto(app.url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Watch Demo' }).click();
    assert.ok(requested, 'pointing at Watch Demo started loading the app');
    assert.equal(await page.getByRole('dialog').count(), 0, 'the app is held back, so nothing can open the dialog yet');
    release();
    const dialog = page.getByRole('dialog', { name: 'Freshwatch in a minute' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'the Watch Demo dialog');
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await focusedText(page), 'Watch Demo');
  });
});

test('a keyboard user keeps focus while the app loads and opens Watch Demo with Enter', async () => {
  await inNewContext(app.browser, 'landing-demo-keyboard', async (page) => {
    await page.goto(app.url, { waitUntil: 'networkidle' });
    await page.keyboard.press('Tab');
    const first = await focusedText(page);
    assert.ok(first, 'the first Tab focuses a control of the page');
    await appRendered(page);
    assert.equal(await focusedText(page), first, 'the control focused before the app replaced the page keeps focus');
    for (let i = 0; i < 10 && (await focusedText(page)) !== 'Watch Demo'; i++) await page.keyboard.press('Tab');
    assert.equal(await focusedText(page), 'Watch Demo');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Freshwatch in a minute' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The dialog hands the focus back in the task after it is removed, not in the same one.
    await waitUntil('focus back on Watch Demo', async () => (await focusedText(page)) === 'Watch Demo', 3000);
  });
});

test('a visitor who scrolled down stays where they were when the app takes over the page', async () => {
  await inNewContext(app.browser, 'landing-scrolled', async (page) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto(app.url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Simple, transparent pricing' }).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    assert.ok(scrolled > 500, `scrolled to the pricing (${scrolled} px)`);
    await page.getByRole('heading', { name: 'Simple, transparent pricing' }).hover();
    await appRendered(page);
    assert.equal(await page.evaluate(() => window.scrollY), scrolled);
  });
});
