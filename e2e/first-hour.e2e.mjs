/**
 * A team's first hour, walked as the people would: the administrator (the first account, no subscription) invites
 * an editor; another owner, on Enterprise (assigned by the administrator: billing is off here), invites a viewer.
 * Both members sign out and in and land in their team's workspace, with its plan badge (not 'Free', no 'Upgrade
 * Plan'); the viewer reads /billing without a failing request; no screen scrolls sideways at 1280 px for either.
 *
 * The walk is a list of named steps (`step(name, run)`), each a test of its own that leaves the people where the
 * next one expects them, so that later checks of the same hour (the pages' states, say) slot in as more steps.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { assignPlan, choose, PASSWORD, screensOnFailure, shot, signUp, useProductAndBrowser } from './browser.mjs';

const app = useProductAndBrowser({
  async setUp() {
    people.admin = await person();
    await signUp(people.admin.page, app.url, { email: 'adam@site-a.test', firstName: 'Adam' });
    people.owner = await person();
    await signUp(people.owner.page, app.url, { email: 'olivia@site-a.test', firstName: 'Olivia' });
    await assignPlan(app.url, 'adam@site-a.test', 'olivia@site-a.test', 'enterprise');
  },
});

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
  await Promise.allSettled(Object.values(people).map((p) => p.context.close()));
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

// The screens a member reaches from the sidebar (the administrator's Users screen is not one of them).
const SCREENS = [
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

step('screens-fit: no screen scrolls sideways at 1280 px for the editor and the viewer, and none fails a request', async () => {
  const failures = [];
  for (const member of [people.editor, people.viewer]) {
    const { page, failed } = member;
    failed.length = 0;
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const [path, heading] of SCREENS) {
      await page.goto(`${app.url}${path}`);
      await page.getByRole('heading', { name: heading, level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
      if (scrollWidth > innerWidth) failures.push(`${member.firstName} ${path}: ${scrollWidth} px wide`);
    }
    for (const request of failed) failures.push(`${member.firstName}: ${request}`);
  }
  assert.deepEqual(failures, []);
});
