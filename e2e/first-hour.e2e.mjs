/**
 * A team's first hour, walked as the people would: the administrator (the first account, no subscription) invites
 * an editor; another owner, on Enterprise (assigned by the administrator: billing is off here), invites a viewer.
 * Both members sign out and in and land in their team's workspace, with its plan badge (not 'Free', no 'Upgrade
 * Plan'); the viewer reads /billing without a failing request. Then the editor works in the administrator's
 * workspace against the loopback fixture site: a page whose check fails shows 'Check failed', a new one 'Not
 * checked yet'; a URL import over the API and a sitemap import are analysed by the server without a further
 * request; with the workspace's AI pointed at a loopback OpenAI-compatible server, a comparison that finds the page
 * contradicting its source stays on the item after a reload. Last, no screen scrolls sideways at 1280 px for
 * either member, the editor's content table holding all of these items.
 *
 * The walk is a list of named steps (`step(name, run)`), each a test of its own that leaves the people where the
 * next one expects them.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { loadOpenAiTestServer } from './openai-test-server.mjs';
import {
  assignPlan,
  call,
  choose,
  measureFit,
  MEMBER_SCREENS,
  PASSWORD,
  screensOnFailure,
  shot,
  signUp,
  startFixtureSite,
  toast,
  useProductAndBrowser,
  waitUntil,
} from './browser.mjs';

const { answer, startOpenAiTestServer } = loadOpenAiTestServer();

// The fixture site and the AI server listen on 127.0.0.1, which Freshwatch refuses (for pages and for a
// workspace's AI base URL alike) unless told that private addresses are fine.
const app = useProductAndBrowser({
  site: startFixtureSite,
  env: { FETCH_ALLOW_PRIVATE: 'true' },
  async setUp() {
    ai = await startOpenAiTestServer();
    people.admin = await person();
    await signUp(people.admin.page, app.url, { email: 'adam@site-a.test', firstName: 'Adam' });
    people.owner = await person();
    await signUp(people.owner.page, app.url, { email: 'olivia@site-a.test', firstName: 'Olivia' });
    await assignPlan(app.url, 'adam@site-a.test', 'olivia@site-a.test', 'enterprise');
  },
});

/** The OpenAI-compatible server the editor configures in Settings. */
let ai;

/** admin, owner, editor (Adam's team), viewer (Olivia's team): each a browser context of their own. */
const people = {};

/** A person: own cookies and storage, the tour seen; confirmation dialogs accepted; every failed API reply noted. */
async function person() {
  const context = await app.browser.newContext();
  // The guided tour is not what this walk is about: it opens at each new sign-in and covers the screens.
  await context.addInitScript(() => localStorage.setItem('freshwatch-tour-completed', 'true'));
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  const failed = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) failed.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return { context, page, failed };
}

after(async () => {
  await Promise.allSettled([...Object.values(people).map((p) => p.context.close()), ai?.close()]);
});

const step = (name, run) => test(name, () => screensOnFailure(`first-hour-${name.split(':')[0]}`, people, run));

/** `inviter` invites from the Team page and copies the link the dialog shows (no SMTP here). */
async function invite(inviter, email, roleLabel) {
  const { page } = inviter;
  await page.goto(`${app.url}/team`);
  await page.getByRole('button', { name: 'Invite Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Member' });
  await dialog.getByLabel('Email *').fill(email);
  await choose(page, dialog, 'Role', roleLabel);
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  const created = page.getByRole('dialog', { name: 'Invitation Created' });
  const link = await created.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  await created.getByRole('button', { name: 'Done' }).click();
  return link;
}

/** A new person opens the link, signs up there and lands in the inviter's workspace. */
async function joinThrough(link, email, firstName, workspace) {
  const joiner = await person();
  const { page } = joiner;
  await page.goto(link);
  await page.getByText(`You are invited to ${workspace}'s workspace`).waitFor();
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/dashboard');
  return { ...joiner, email, firstName };
}

/** Signs out with the header's link, and in again on the sign-in page. */
async function signOutAndIn({ page, email, firstName }) {
  await page.getByRole('banner').getByRole('link', { name: 'Sign Out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto(`${app.url}/signin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText(`Welcome back, ${firstName}`).waitFor();
}

const badge = (page) => page.getByRole('banner').getByText(/^(Free|Pro|Enterprise)$/);

/** The workspace the session works in, as the server says. */
const currentWorkspace = async (page) => (await page.evaluate(() => fetch('/api/auth/user').then((r) => r.json()))).workspaceId;
const ownWorkspace = async (page) => (await page.evaluate(() => fetch('/api/workspaces').then((r) => r.json()))).find((w) => w.role === 'owner')?.workspaceId;

step('admin-invites: the administrator, without a subscription, invites an editor', async () => {
  const link = await invite(people.admin, 'erin@site-a.test', 'Editor: Content, tasks, analyses and settings');
  people.editor = await joinThrough(link, 'erin@site-a.test', 'Erin', 'Adam');
});

step('owner-invites: an owner on Enterprise invites a viewer', async () => {
  const link = await invite(people.owner, 'victor@site-a.test', 'Viewer: Reads everything');
  people.viewer = await joinThrough(link, 'victor@site-a.test', 'Victor', 'Olivia');
});

step("land-at-home: both members sign out and in and land in their team's workspace with its plan badge", async () => {
  for (const [member, team] of [
    [people.editor, people.admin],
    [people.viewer, people.owner],
  ]) {
    await signOutAndIn(member);
    assert.equal(await currentWorkspace(member.page), await ownWorkspace(team.page), `${member.firstName} works in the team's workspace`);
    // The administrator's workspace has everything (shown as Enterprise); Olivia's is on Enterprise.
    assert.equal(await badge(member.page).innerText(), 'Enterprise');
    await member.page.goto(`${app.url}/content`);
    await member.page.getByRole('heading', { name: 'Content Table', level: 1 }).waitFor();
    assert.equal(await member.page.getByText(/ of 10 pages/).count(), 0, 'no Free page limit');
    await shot(member.page, `first-hour-${member.firstName.toLowerCase()}-home`);
  }
});

step('viewer-billing: the viewer reads the plan on /billing, with no Upgrade and no failed request', async () => {
  const { page, failed } = people.viewer;
  failed.length = 0;
  await page.goto(`${app.url}/billing`);
  await page.getByRole('heading', { name: 'Current Plan' }).waitFor();
  await page.getByText('Unlimited pages').waitFor();
  await page.getByText(/Ask your workspace owner to change the plan/).waitFor();
  await page.waitForLoadState('networkidle');
  assert.equal(await page.getByRole('link', { name: 'Upgrade Plan' }).count(), 0);
  assert.equal(await page.getByRole('button', { name: 'Cancel Subscription' }).count(), 0);
  assert.deepEqual(failed, []);
  await shot(page, 'first-hour-viewer-billing');
});

const listItems = async (page) => (await call(page, 'GET', '/api/content-items')).body;
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const rowOf = (page, title) => page.getByRole('row', { name: new RegExp(escape(title)) });

/** Waits until the server has ended a check of every item at these URLs (it runs in the background). */
function checkedItems(page, urls) {
  return waitUntil(
    `the server to check ${urls.join(', ')}`,
    async () => {
      const items = (await listItems(page)).filter((item) => urls.includes(item.url));
      return items.length === urls.length && items.every((item) => item.lastCheck !== null) ? items : null;
    },
    60_000,
  );
}

step("page-states: in the team's workspace a page whose check fails shows 'Check failed', a new one 'Not checked yet'", async () => {
  const { page } = people.editor;
  // A new page on a manual schedule: nothing checks it until someone asks.
  const created = await call(page, 'POST', '/api/content-items', {
    title: 'Waiting page',
    url: `${app.site.url}/about`,
    contentType: 'page',
    checkSchedule: { type: 'manual' },
  });
  assert.equal(created.status, 201);
  assert.equal(created.body.lastCheck, null);
  // A page whose server answers 500: its check fails.
  await app.site.setPage('/down', '<html><body>Server error</body></html>', { status: 500 });
  const broken = await call(page, 'POST', '/api/content-items', {
    title: 'Broken page',
    url: `${app.site.url}/down`,
    contentType: 'page',
    checkSchedule: { type: 'manual' },
  });
  assert.equal(broken.status, 201);
  assert.equal((await call(page, 'POST', `/api/content-items/${broken.body.id}/analyze`)).status, 422);

  await page.goto(`${app.url}/content`);
  await page.getByRole('heading', { name: 'Content Table', level: 1 }).waitFor();
  const waiting = rowOf(page, 'Waiting page');
  await waiting.getByText('Not checked yet').waitFor();
  assert.equal(await waiting.getByRole('progressbar').count(), 0, 'a page never checked has no health bar');
  assert.doesNotMatch(await waiting.innerText(), /\b0%/);
  const failing = rowOf(page, 'Broken page');
  await failing.getByText('Check failed').waitFor();
  await failing.getByText(/500/).first().waitFor();
  assert.doesNotMatch(await failing.innerText(), /\bfresh\b|\b0%/i);
  await shot(page, 'first-hour-page-states');

  // The View dialog says the same, with the reason.
  await failing.getByRole('button', { name: 'View' }).click();
  const view = page.getByRole('dialog', { name: 'Broken page' });
  await view.getByText('Check failed').waitFor();
  await view.getByText(/500/).first().waitFor();
  await page.keyboard.press('Escape');
  await view.waitFor({ state: 'detached' });

  // The counts treat them by their state, not as fresh.
  const stats = (await call(page, 'GET', '/api/analytics/content-stats')).body;
  assert.deepEqual(
    { notChecked: stats.notChecked, checkFailed: stats.checkFailed, fresh: stats.fresh },
    { notChecked: 1, checkFailed: 1, fresh: 0 },
    JSON.stringify(await listItems(page)),
  );
});

step('imports-analysed: a URL import over the API and a sitemap import are analysed without a further request', async () => {
  const { page } = people.editor;
  // A URL import by API key, as a script or the plugin would: the server analyses the pages.
  const key = await call(page, 'POST', '/api/api-keys', { name: 'script' });
  assert.equal(key.status, 201);
  const imported = await fetch(`${app.url}/api/content-items/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key.body.key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ urls: [`${app.site.url}/fresh`, `${app.site.url}/outdated`] }),
  });
  assert.equal(imported.status, 200);
  assert.equal((await imported.json()).created, 2);

  // A sitemap import by session: its pages are analysed too, with no further request.
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${app.site.url}/privacy</loc></url></urlset>`;
  await app.site.setPage('/first-hour-sitemap.xml', sitemap, { contentType: 'application/xml' });
  const fromSitemap = await call(page, 'POST', '/api/content-items/import-sitemap', { url: `${app.site.url}/first-hour-sitemap.xml` });
  assert.equal(fromSitemap.status, 200);
  assert.equal(fromSitemap.body.created, 1);

  const checked = await checkedItems(
    page,
    ['/fresh', '/outdated', '/privacy'].map((path) => `${app.site.url}${path}`),
  );
  for (const item of checked) assert.equal(item.lastCheck.outcome, 'analysed', JSON.stringify(item));

  // The table shows their measured state and scores once reloaded.
  await page.reload();
  for (const item of checked) {
    const row = rowOf(page, item.title);
    await row.getByRole('progressbar', { name: /^Health score \d+%$/ }).waitFor();
    assert.doesNotMatch(await row.innerText(), /Not checked yet|Check failed/);
  }
  await shot(page, 'first-hour-imported');
});

const CONTRADICTION = {
  contradicts: true,
  explanation: 'The page says the review planner costs 20 euros per editor and month; the price list now says 25 euros.',
};

step('contradiction: a comparison that finds the page contradicting its source stays visible after a reload', async () => {
  const { page } = people.editor;
  // The workspace's AI, set in Settings: a key and the loopback server's base URL.
  await page.goto(`${app.url}/settings`);
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
  await page.getByLabel('OpenAI API Key', { exact: true }).fill(ai.apiKey);
  await page.getByLabel('API base URL', { exact: true }).fill(ai.baseUrl);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await toast(page, 'Settings updated successfully.').waitFor();
  await page.getByRole('status').filter({ hasText: 'All changes saved.' }).waitFor();

  // A page citing a source, on a manual schedule so that only the comparison below asks the AI anything.
  const title = 'Prices of the review planner';
  const created = await call(page, 'POST', '/api/content-items', {
    title,
    url: `${app.site.url}/prices`,
    contentType: 'page',
    checkSchedule: { type: 'manual' },
    sourceUrls: [{ url: `${app.site.url}/source/report`, description: 'Price list' }],
  });
  assert.equal(created.status, 201);
  assert.equal(created.body.contradiction, null);

  ai.reset();
  ai.enqueue(answer(CONTRADICTION));
  await page.goto(`${app.url}/content`);
  const row = rowOf(page, title);
  await row.getByRole('button', { name: 'Analyze' }).click();
  await toast(page, 'Content comparison completed.').waitFor();
  // The comparison asked the configured server, with the saved key, whether the page contradicts its source.
  assert.equal(ai.requests.length, 1, JSON.stringify(ai.requests.map((r) => r.path)));
  assert.equal(ai.requests[0].authorization, `Bearer ${ai.apiKey}`);
  assert.match(ai.requests[0].body.messages[0].content, /still agrees with the sources it cites/);

  // Not a toast that vanishes: after a reload the row is marked and the View dialog explains.
  await page.reload();
  await row.getByRole('img', { name: 'Contradicts its sources' }).waitFor();
  await row.getByRole('button', { name: 'View' }).click();
  const view = page.getByRole('dialog', { name: title });
  const alert = view.getByRole('alert');
  await alert.getByText('Contradicts its sources').waitFor();
  await alert.getByText(CONTRADICTION.explanation).waitFor();
  await shot(page, 'first-hour-contradiction');
  await page.keyboard.press('Escape');
  await view.waitFor({ state: 'detached' });
});

step('screens-fit: no screen scrolls sideways at 1280 px for the editor and the viewer, the content table full, and none fails a request', async () => {
  const failures = [];
  for (const member of [people.editor, people.viewer]) {
    const { page, failed } = member;
    failed.length = 0;
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const [path, heading] of MEMBER_SCREENS) {
      await page.goto(`${app.url}${path}`);
      await page.getByRole('heading', { name: heading, level: 1 }).first().waitFor();
      // The editor's content table is measured with the walk's items in it: failed, unchecked, imported, contradicted.
      if (member === people.editor && path === '/content')
        for (const title of ['Broken page', 'Waiting page', 'Prices of the review planner']) await rowOf(page, title).waitFor();
      await page.waitForLoadState('networkidle');
      const { scrollWidth, innerWidth, scrollers } = await measureFit(page);
      if (scrollWidth > innerWidth) failures.push(`${member.firstName} ${path}: ${scrollWidth} px wide`);
      for (const scroller of scrollers) failures.push(`${member.firstName} ${path}: ${scroller} scrolls sideways`);
    }
    for (const request of failed) failures.push(`${member.firstName}: ${request}`);
  }
  assert.deepEqual(failures, []);
});
