/**
 * The Freshwatch panel in WordPress's block editor, driven in Chromium as an author would. Run by
 * block-editor.sh, which sets up WordPress, the service and the posts, and passes them in the environment:
 * FRESHWATCH_E2E_SITE, _PASSWORD (the administrator's), _SERVICE, _API_KEY, _POST_UNCHECKED (monitored, never
 * checked), _POST_SETTINGS (not monitored) and _POST_FAILING (monitored).
 *
 * Prints one "ok - NAME" or "not ok - NAME" line per check (block-editor.sh counts them); a check that fails
 * leaves a screenshot in plugin/tests/e2e/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// Loading test-support loads the offline guard: nothing this test does leaves the machine.
const { launchBrowser } = createRequire(import.meta.url)('../../../test-support/index.js');

const env = (name) => {
  const value = process.env[`FRESHWATCH_E2E_${name}`];
  if (!value) throw new Error(`FRESHWATCH_E2E_${name} is not set: run block-editor.sh`);
  return value;
};
const site = env('SITE');
const posts = { unchecked: env('POST_UNCHECKED'), settings: env('POST_SETTINGS'), failing: env('POST_FAILING') };
const screenshots = join(new URL('.', import.meta.url).pathname, 'screenshots');
// The service's answers take seconds; the editor's own requests on a busy machine too.
const SLOW = 60_000;

let page;
let failures = 0;

/** One check: prints ok or not ok, with the error and a screenshot when it fails. */
async function check(name, body) {
  try {
    await body();
    console.log(`ok - ${name}`);
    return true;
  } catch (error) {
    failures += 1;
    console.log(`not ok - ${name}`);
    console.log(String(error?.stack ?? error).split('\n').slice(0, 12).map((line) => `    ${line}`).join('\n'));
    if (page) {
      mkdirSync(screenshots, { recursive: true });
      const file = join(screenshots, `${name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.png`);
      await page.screenshot({ path: file, fullPage: true }).catch(() => {});
      console.log(`    screenshot: ${file}`);
    }
    return false;
  }
}

function expectEqual(actual, expected, what) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

/** Opens a post in the block editor with the document sidebar and the Freshwatch panel open. */
async function openEditor(postId) {
  await page.goto(`${site}/wp-admin/post.php?post=${postId}&action=edit`);
  await page.waitForFunction(() => window.wp?.data?.select('core/editor')?.getCurrentPostId?.(), null, { timeout: SLOW });
  await page.evaluate(() => {
    const { select, dispatch } = window.wp.data;
    // The first visit's welcome guide would cover the editor.
    if (select('core/edit-post').isFeatureActive('welcomeGuide')) dispatch('core/edit-post').toggleFeature('welcomeGuide');
    dispatch('core/edit-post').openGeneralSidebar('edit-post/document');
  });
  const panel = page.locator('.freshwatch-panel');
  await panel.waitFor({ timeout: SLOW });
  if (!(await panel.evaluate((node) => node.classList.contains('is-opened')))) {
    await panel.getByRole('button', { name: 'Freshwatch' }).click();
  }
  return panel;
}

/** Saves the post with the editor's Update button and waits for WordPress's answer. */
async function save() {
  await page.locator('.editor-post-publish-button').click();
  await page.waitForFunction(
    () => {
      const editor = window.wp.data.select('core/editor');
      return !editor.isSavingPost() && !editor.isEditedPostDirty();
    },
    null,
    { timeout: SLOW },
  );
  const succeeded = await page.evaluate(() => window.wp.data.select('core/editor').didPostSaveRequestSucceed());
  if (!succeeded) throw new Error('the save failed');
}

/** The texts of the editor's notices: snackbars and the notices above the content. */
async function notices() {
  return page.evaluate(() => window.wp.data.select('core/notices').getNotices().map((notice) => notice.content));
}

async function waitForNotice(text) {
  await page.waitForFunction(
    (wanted) => window.wp.data.select('core/notices').getNotices().some((notice) => notice.content.includes(wanted)),
    text,
    { timeout: SLOW },
  );
  // And a person sees it: WordPress renders it.
  await page.locator('.components-snackbar, .components-notice').filter({ hasText: text }).first().waitFor({ timeout: SLOW });
}

/** Changes the connection on Settings → Freshwatch, as an administrator does. */
async function saveSettings({ apiKey, domain }) {
  await page.goto(`${site}/wp-admin/options-general.php?page=freshwatch`);
  await page.locator('#freshwatch_api_key').fill(apiKey);
  await page.locator('#freshwatch_service_domain').fill(domain);
  await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Save Settings' }).click()]);
}

/**
 * A slow service: an analysis is answered only after 20 s, with an error, so 'Check now' is queued. Meanwhile
 * the check fails in the service, which records it on the item: the item itself is answered at once
 * (GET /api/content-items?ids=...), as the panel's requests fetch it while the check is queued.
 */
function startSlowService() {
  const sockets = new Set();
  let analysisAsked = null;
  const server = createServer((request, response) => {
    const url = new URL(request.url, 'http://127.0.0.1');
    if (request.method === 'GET' && url.pathname === '/api/content-items' && url.searchParams.get('ids')) {
      const lastCheck = analysisAsked && { outcome: 'failed', at: new Date().toISOString(), error: 'The service is busy' };
      const items = url.searchParams
        .get('ids')
        .split(',')
        .map((id) => ({ id, healthScore: 0, status: 'fresh', lastAnalyzed: null, analysis: null, lastCheck: lastCheck || null, nextCheckAt: null }));
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(items));
      return;
    }
    if (url.pathname.endsWith('/analyze')) analysisAsked = new Date();
    const timer = setTimeout(() => {
      response.writeHead(503, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'The service is busy' }));
    }, 20_000);
    response.on('close', () => clearTimeout(timer));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () => {
          for (const socket of sockets) socket.destroy();
          return new Promise((done) => server.close(done));
        },
      }),
    );
  });
}

const chromium = await launchBrowser();
let slow;
try {
  const context = await chromium.browser.newContext({ viewport: { width: 1440, height: 1000 } });
  page = await context.newPage();
  page.setDefaultTimeout(SLOW);

  const signedIn = await check('the administrator signs in to wp-admin', async () => {
    await page.goto(`${site}/wp-login.php`);
    await page.locator('#user_login').fill('admin');
    await page.locator('#user_pass').fill(env('PASSWORD'));
    await Promise.all([page.waitForURL(/\/wp-admin\/?$/), page.locator('#wp-submit').click()]);
  });
  if (!signedIn) throw new Error('cannot go on without signing in');

  let panel;
  await check('the block editor has the Freshwatch panel in the document sidebar and no legacy meta box', async () => {
    panel = await openEditor(posts.unchecked);
    expectEqual(await page.locator('#freshwatch.postbox').count(), 0, 'legacy meta boxes');
  });

  await check('a monitored post that was never checked reads "Not checked yet"', async () => {
    await panel.getByText('Not checked yet').waitFor();
    expectEqual(await panel.getByRole('checkbox', { name: 'Monitor with Freshwatch' }).isChecked(), true, 'the monitoring toggle');
  });

  await check('"Check now" shows "Checking…" and then its result as a notice, without a reload', async () => {
    await page.evaluate(() => {
      window.freshwatchSamePage = true;
    });
    await panel.getByRole('button', { name: 'Check now' }).click();
    await panel.getByRole('button', { name: 'Checking…' }).waitFor();
    await waitForNotice('Freshwatch checked the page.');
    expectEqual(await page.evaluate(() => window.freshwatchSamePage === true), true, 'the page was not reloaded');
  });

  await check('the panel shows the score, status and the time of the check', async () => {
    await panel.locator('.freshwatch-panel__score').filter({ hasText: /^\d+%$/ }).waitFor();
    await panel.locator('.freshwatch-panel__status').waitFor();
    await panel.getByText(/^Checked /).waitFor();
    expectEqual(await panel.getByText('Not checked yet').count(), 0, '"Not checked yet" once checked');
    // What a person sees, for whoever reviews the panel (screenshots/ is git-ignored).
    mkdirSync(screenshots, { recursive: true });
    await panel.screenshot({ path: join(screenshots, 'block-editor-panel.png') });
  });

  await check('after a reload the panel still shows the score', async () => {
    panel = await openEditor(posts.unchecked);
    await panel.locator('.freshwatch-panel__score').filter({ hasText: /^\d+%$/ }).waitFor();
  });

  await check('changing the panel\'s fields marks the post as changed', async () => {
    panel = await openEditor(posts.settings);
    expectEqual(await panel.getByRole('checkbox', { name: 'Monitor with Freshwatch' }).isChecked(), false, 'the monitoring toggle');
    await panel.getByRole('checkbox', { name: 'Monitor with Freshwatch' }).check();
    await panel.getByLabel('Check schedule').selectOption('daily');
    await panel.getByLabel('Time').fill('07:30');
    await panel.getByRole('button', { name: 'Add source' }).click();
    await panel.getByLabel('Source URL').fill('https://stats.example.org/prices');
    await panel.getByLabel('Description (optional)').fill('Price list');
    expectEqual(await page.evaluate(() => window.wp.data.select('core/editor').isEditedPostDirty()), true, 'the post is dirty');
  });

  await check('saving the post saves the panel\'s fields with it', async () => {
    await save();
    panel = await openEditor(posts.settings);
    expectEqual(await panel.getByRole('checkbox', { name: 'Monitor with Freshwatch' }).isChecked(), true, 'the monitoring toggle');
    expectEqual(await panel.getByLabel('Check schedule').inputValue(), 'daily', 'the schedule');
    expectEqual(await panel.getByLabel('Time').inputValue(), '07:30', 'the time');
    expectEqual(await panel.getByLabel('Source URL').inputValue(), 'https://stats.example.org/prices', 'the source');
    expectEqual(await panel.getByLabel('Description (optional)').inputValue(), 'Price list', 'its description');
    await panel.getByText('Not checked yet').waitFor();
  });

  await check('a refused API key is an editor notice, and the failed check says "Check failed" with the reason', async () => {
    await saveSettings({ apiKey: 'fw_revoked0000000000000000000000000', domain: env('SERVICE') });
    panel = await openEditor(posts.failing);
    await panel.getByRole('button', { name: 'Check now' }).click();
    await waitForNotice('Freshwatch could not check the page: The Freshwatch service refused the API key');
    await panel.getByText('Check failed').waitFor();
    await panel.getByText(/refused the API key/).waitFor();
    // The connection problem that classic screens show as an admin notice, also on the editor's next visit.
    panel = await openEditor(posts.failing);
    await waitForNotice('The Freshwatch service refused the API key');
    const shown = await notices();
    if (!shown.some((text) => text.startsWith('The Freshwatch service refused the API key'))) throw new Error(`notices: ${shown}`);
  });

  slow = await startSlowService();
  await check('with a slow service, "Check now" answers "queued" and the result the service records later fills in by itself', async () => {
    await saveSettings({ apiKey: env('API_KEY'), domain: slow.url });
    panel = await openEditor(posts.failing);
    await panel.getByRole('button', { name: 'Check now' }).click();
    await waitForNotice('The check is queued');
    await panel.getByText('Check queued: the result appears here when the service has finished.').waitFor();
    await waitForNotice('Freshwatch could not check the page: The service is busy');
    await panel.getByText(/Check failed/).waitFor();
    await panel.getByText(/The service is busy/).waitFor();
    expectEqual(await panel.getByText('Check queued: the result appears here when the service has finished.').count(), 0, 'the queued line once done');
  });
} finally {
  await slow?.close();
  await chromium.close();
}
process.exit(failures === 0 ? 0 : 1);
