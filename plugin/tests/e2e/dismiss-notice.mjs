// In Chromium, as an administrator: the notice shown after activation leads to Settings → Freshwatch, and
// dismissing it with WordPress's own dismiss button is remembered after a reload.
//
// Usage: node dismiss-notice.mjs SITE_URL USER PASSWORD   (run by activate.sh; prints what failed, exits 1 then)
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { launchBrowser } = require('../../../test-support/index.js');

const [site, user, password] = process.argv.slice(2);
const { browser, close } = await launchBrowser();
let failure = null;
try {
  const page = await browser.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(`${site}/wp-login.php`);
  await page.fill('#user_login', user);
  await page.fill('#user_pass', password);
  await Promise.all([page.waitForURL(/\/wp-admin\/?$/), page.click('#wp-submit')]);

  await page.goto(`${site}/wp-admin/plugins.php`);
  const notice = page.locator('.freshwatch-setup-notice');
  await notice.waitFor({ state: 'visible' });
  const href = await notice.getByRole('link', { name: 'Connect to Freshwatch' }).getAttribute('href');
  if (href !== `${site}/wp-admin/options-general.php?page=freshwatch`) throw new Error(`the notice links to ${href}`);

  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/wp-admin/admin-ajax.php') && response.request().method() === 'POST'),
    notice.locator('.notice-dismiss').click(),
  ]);
  const body = await answer.json();
  if (body.success !== true) throw new Error(`admin-ajax.php answered ${answer.status()} ${JSON.stringify(body)}`);
  await notice.waitFor({ state: 'detached' });

  await page.reload();
  await page.locator('#wpbody-content').waitFor();
  if ((await page.locator('.freshwatch-setup-notice').count()) !== 0) throw new Error('the dismissed notice is back after a reload');
} catch (error) {
  failure = error;
} finally {
  await close();
}
if (failure) {
  console.log(failure instanceof Error ? failure.message : String(failure));
  process.exit(1);
}
