/** Starting the built product and a headless Chromium for the browser tests, and what the tests share. */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after, before } from 'node:test';
import AxeBuilder from '@axe-core/playwright';

// Loading test-support loads the offline guard: nothing a browser test does leaves the machine, neither this
// process nor, through NODE_OPTIONS, the product and the sites it starts.
const { launchBrowser, startFixtureSite, startProduct } = createRequire(import.meta.url)('../test-support/index.js');
export { startFixtureSite, startProduct };

const root = new URL('..', import.meta.url).pathname;
export const screenshots = join(root, 'screenshots');

/**
 * Registers the `before` and `after` hooks of a browser test file: `site()` first when given (a server the
 * product talks to, such as the fixture site), then the product with `env` (or `env(site)`), then Chromium, then
 * `setUp()` (people signing up, say); all closed afterwards, each even if another fails to. Returns
 * `{ url, browser, site }`, filled in by `before`. The file's further set-up goes in `setUp`, not in a `before` of
 * its own: node's test runner starts a file's top-level `before` hooks at once, without waiting for this one.
 */
export function useProductAndBrowser({ env = {}, site, setUp } = {}) {
  const handles = { url: undefined, browser: undefined, site: undefined };
  let product;
  let chromium;
  before(async () => {
    mkdirSync(screenshots, { recursive: true });
    if (site) handles.site = await site();
    product = await startProduct({ env: typeof env === 'function' ? env(handles.site) : env });
    handles.url = product.url;
    chromium = await launchBrowser();
    handles.browser = chromium.browser;
    await setUp?.();
  });
  after(async () => {
    const results = await Promise.allSettled([chromium?.close(), product?.stop(), handles.site?.close()]);
    // The product's stop fails when it tried to reach outside the machine: that must fail the file.
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  });
  return handles;
}

export const PASSWORD = 'correct-horse-battery';

/**
 * Signs a new person up through the start page's Sign In link and the Sign Up tab, and skips the guided tour
 * that opens on the first visit. Ends on the signed-in home page.
 */
export async function signUp(page, baseUrl, { email, firstName }) {
  await page.goto(baseUrl);
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await page.waitForURL('**/signin');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText(`Welcome back, ${firstName}`).waitFor();
  // The guided tour opens on the first visit of this browser profile, unless it was finished before.
  const tourDone = await page.evaluate(() => localStorage.getItem('freshwatch-tour-completed') === 'true');
  if (!tourDone) await page.getByRole('button', { name: 'Skip tour' }).click();
}

/**
 * Puts an account on a plan as the instance administrator (the product's first user) does on /users: a Free
 * account stops at 10 pages, and some tests need more. Over HTTP, signed in as the administrator.
 */
export async function assignPlan(baseUrl, adminEmail, email, planType) {
  const json = { 'content-type': 'application/json' };
  const signIn = await fetch(`${baseUrl}/api/auth/signin`, { method: 'POST', headers: json, body: JSON.stringify({ email: adminEmail, password: PASSWORD }) });
  if (!signIn.ok) throw new Error(`signing in as ${adminEmail}: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const users = await (await fetch(`${baseUrl}/api/admin/users`, { headers: { cookie } })).json();
  const user = users.find((u) => u.email === email);
  if (!user) throw new Error(`no user ${email}`);
  const put = await fetch(`${baseUrl}/api/admin/users/${user.id}`, {
    method: 'PUT',
    headers: { ...json, cookie },
    body: JSON.stringify({ planType, subscriptionStatus: 'active' }),
  });
  if (!put.ok) throw new Error(`assigning ${planType} to ${email}: ${put.status} ${await put.text()}`);
}

/**
 * A toast's title or text: containing `text` (any case), or exactly it with `{ exact: true }`. Toasts stay 5 s,
 * so wait for one right after the action that shows it.
 */
export function toast(page, text, { exact = false } = {}) {
  // A modal dialog hides the rest of the page from assistive technology (aria-hidden), the toasts included;
  // a person still sees them, so they are looked for among hidden elements too.
  return page
    .getByRole('region', { name: /Notifications/, includeHidden: true })
    .getByText(text, { exact })
    .first();
}

/** Picks `option` in the combobox named `name` (a Radix select: the options open in a list of their own). */
export async function choose(page, scope, name, option) {
  await scope.getByRole('combobox', { name, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A call the page makes with its own session cookie: `{ status, body }`, the body parsed when it is JSON. */
export function call(page, method, path, body) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      let parsed = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // Not JSON: the body stays the text.
      }
      return { status: response.status, body: parsed };
    },
    { method, path, body },
  );
}

/** Saves a full-page screenshot as screenshots/<name>.png. */
export const shot = (page, name) => page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });

/**
 * Polls `check` every 100 ms until it returns something truthy (a throw counts as not yet), and returns that;
 * fails after `timeoutMs`. For states no single element shows, such as a field's value or a server-side effect.
 */
export async function waitUntil(what, check, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check().catch(() => false);
    if (result) return result;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Runs `run()`; on failure saves the screen of each person in `people` (`{ who: { page } }`, read at that moment)
 * as screenshots/FAILED-<name>-<who>.png, and fails.
 */
export async function screensOnFailure(name, people, run) {
  try {
    await run();
  } catch (error) {
    for (const [who, p] of Object.entries(people))
      await p?.page.screenshot({ path: join(screenshots, `FAILED-${name}-${who}.png`), fullPage: true }).catch(() => {});
    throw error;
  }
}

/**
 * Runs `steps(page, context)` in a new browser context (a person of their own: own cookies, own storage) that
 * accepts confirmation dialogs. On failure the screen is saved as screenshots/FAILED-<name>.png; the context is
 * closed either way.
 */
export async function inNewContext(browser, name, steps) {
  const context = await browser.newContext();
  const violations = watchContentSecurityPolicy(context);
  try {
    const page = await context.newPage();
    page.on('dialog', (dialog) => dialog.accept());
    try {
      const result = await steps(page, context);
      if (violations.length > 0) throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
      return result;
    } catch (error) {
      await page.screenshot({ path: join(screenshots, `FAILED-${name}.png`), fullPage: true }).catch(() => {});
      throw error;
    }
  } finally {
    await context.close();
  }
}

/**
 * Collects every Content-Security-Policy violation in a context's pages: the page reports each one (the
 * `securitypolicyviolation` event) on the console, where Chromium also logs what it refused. The server's policy
 * must let the whole app work, so any entry fails the test.
 */
export function watchContentSecurityPolicy(context) {
  const violations = [];
  context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile || location.href}`),
    );
  });
  context.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /CSP violation|Content Security Policy/.test(text)) violations.push(text);
  });
  return violations;
}

/**
 * Runs axe-core (WCAG 2.0-2.2 A and AA rules and axe's best practices) on the page as it is now, and fails
 * listing every violation: its rule, impact, help text and the elements it found, so the cause is in the message.
 */
export async function expectNoAxeViolations(page, label) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  if (violations.length === 0) return;
  const described = violations.map(
    (v) => `- ${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`).join('\n')}`,
  );
  throw new Error(`axe found ${violations.length} violation(s) on ${label}:\n${described.join('\n')}`);
}

/** The screens a member reaches from the side bar, each with its heading (the administrator also has /users). */
export const MEMBER_SCREENS = [
  ['/', /Welcome back/],
  ['/dashboard', 'Freshwatch'],
  ['/content', 'Content Table'],
  ['/tasks', 'Tasks'],
  ['/reports', 'Reports & Analytics'],
  ['/advanced-data', 'Advanced Data'],
  ['/settings', 'Settings'],
  ['/plugins', 'WordPress Plugin'],
  ['/team', 'Team'],
  ['/billing', 'Billing'],
];

/**
 * How the screen fits the window: the page's width against the window's, the widest element past the right edge
 * (the culprit when it does not fit), and every table or card that scrolls sideways inside the page, which counts
 * as much as the page itself (its last columns are cut off).
 */
export function measureFit(page) {
  return page.evaluate(() => {
    const doc = document.documentElement;
    let widest = '';
    let right = doc.clientWidth;
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect().right;
      if (r > right + 0.5) {
        right = r;
        widest = `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 80)}`;
      }
    }
    const scrollers = [...document.body.querySelectorAll('*')]
      .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1)
      .map((el) => {
        const columns = [...el.querySelectorAll('thead th')].map((th) => `${th.textContent}:${Math.round(th.getBoundingClientRect().width)}`);
        return `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} by ${el.scrollWidth - el.clientWidth} px${columns.length ? ` (columns ${columns.join(' ')})` : ''}`;
      });
    return { scrollWidth: doc.scrollWidth, innerWidth: window.innerWidth, widest, right: Math.round(right), scrollers };
  });
}
