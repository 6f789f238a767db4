/** Starting the built server and a headless Chromium for the browser tests. */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';

const root = new URL('..', import.meta.url).pathname;
// Nothing a browser test does leaves the machine: this process, and through NODE_OPTIONS the product and the
// fixture site it starts, refuse outside names and addresses (scripts/offline-guard.cjs).
createRequire(import.meta.url)('../scripts/offline-guard.cjs');
export const screenshots = join(root, 'screenshots');

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `node api/dist/main.js` on a fresh DATA_DIR, exactly as `npm start` runs it. */
export async function startProduct(env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'freshwatch-e2e-'));
  const port = await freePort();
  const guardDir = mkdtempSync(join(tmpdir(), 'freshwatch-e2e-guard-'));
  const leakLog = join(guardDir, 'leaks.jsonl');
  const child = spawn(process.execPath, ['--max-old-space-size=1024', join(root, 'api/dist/main.js')], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', FRESHWATCH_OFFLINE_GUARD_LOG: leakLog, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // Not listening yet: try again.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      child.kill('SIGINT');
      await new Promise((r) => child.on('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
      let leaks = '';
      try {
        leaks = readFileSync(leakLog, 'utf8').trim();
      } catch {
        // No log: nothing leaked.
      }
      rmSync(guardDir, { recursive: true, force: true });
      if (leaks) {
        const refused = leaks.split('\n').map((line) => JSON.parse(line)).map((leak) => `${leak.kind} of ${leak.target}\n${leak.stack}`);
        throw new Error(`The product tried to reach outside this machine during this test file (offline guard):\n${refused.join('\n')}`);
      }
    },
  };
}

/**
 * The loopback fixture site (api/test/fixture-site) in a child process of its own, as a remote site would be.
 * The parent changes its pages over the IPC channel: `setPage(path, html)` (a source page that changed) and
 * `resetPage(path)`, each resolving once the child has applied it.
 */
export async function startFixtureSite() {
  const fixtureModule = join(root, 'api/test/fixture-site/index.js');
  const script = `
    const { startFixtureSite } = require(${JSON.stringify(fixtureModule)});
    startFixtureSite().then((site) => {
      process.on('message', ({ id, op, path, html }) => {
        if (op === 'setPage') site.setPage(path, html);
        if (op === 'resetPage') site.resetPage(path);
        process.send({ id });
      });
      // The parent's end of the channel closing (it stopped or crashed) ends the site too.
      process.on('disconnect', () => site.close().then(() => process.exit(0)));
      process.send({ url: site.url });
    });`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise((r) => child.once('exit', r));
  const url = await new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message.url));
    child.once('exit', (code) => reject(new Error(`fixture site exited with ${code}`)));
  });
  let nextId = 1;
  const control = (message) =>
    new Promise((resolve) => {
      const id = nextId++;
      const onMessage = (reply) => {
        if (reply.id !== id) return;
        child.off('message', onMessage);
        resolve();
      };
      child.on('message', onMessage);
      child.send({ ...message, id });
    });
  return {
    url,
    setPage: (path, html) => control({ op: 'setPage', path, html }),
    resetPage: (path) => control({ op: 'resetPage', path }),
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill();
      await exited;
    },
  };
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
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
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
  return page.getByRole('region', { name: /Notifications/, includeHidden: true }).getByText(text, { exact }).first();
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

export async function launchBrowser() {
  mkdirSync(screenshots, { recursive: true });
  // Playwright gives each launch a fresh temporary profile. Without the background-networking flags
  // Chromium keeps trying to reach outside hosts, which this network refuses. The resolver rule makes every
  // name but the loopback ones and .test names (mapped in /etc/hosts) fail without a DNS lookup (Stripe.js on the
  // Subscribe page, for one): nothing a browser test does leaves the machine.
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE *.test'],
    headless: true,
  });
  return { browser, close: () => browser.close() };
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
