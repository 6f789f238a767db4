/**
 * Workspace teams, tried as new users would in a browser: an Enterprise owner invites an editor, an auditor
 * and a viewer from the Team page (the links are copied from the invite dialog: no SMTP here); each signs up
 * through their link. The editor adds and analyses content and completes the task assigned to them; the auditor
 * opens every screen, reads an item's history and the exports, and is refused every write with a message naming
 * the permission; the viewer's screens show no write buttons.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { assignPlan, call, choose, PASSWORD, screensOnFailure, shot, signUp, startFixtureSite, toast, useProductAndBrowser, waitUntil } from './browser.mjs';

// The fixture site is on loopback: the analysis may fetch it.
const app = useProductAndBrowser({
  site: startFixtureSite,
  env: { FETCH_ALLOW_PRIVATE: 'true' },
  async setUp() {
    people.admin = await context();
    await signUp(people.admin.page, app.url, { email: 'admin@site-a.test', firstName: 'Adam' });
    people.owner = await context();
    await signUp(people.owner.page, app.url, { email: 'olivia@site-a.test', firstName: 'Olivia' });
    await assignPlan(app.url, 'admin@site-a.test', 'olivia@site-a.test', 'enterprise');
  },
});
/** The Docs guide item the editor adds. */
let itemId;
const people = {};

async function context() {
  const ctx = await app.browser.newContext();
  const page = await ctx.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  return { context: ctx, page };
}

after(async () => {
  await Promise.allSettled(Object.values(people).map((p) => p.context.close()));
});

const steps = (name, run) => screensOnFailure(name, people, run);

/** The owner invites from the Team page and copies the link the dialog shows. */
async function invite(email, roleLabel) {
  const { page } = people.owner;
  await page.goto(`${app.url}/team`);
  await page.getByRole('button', { name: 'Invite Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Member' });
  await dialog.getByLabel('Email *').fill(email);
  await choose(page, dialog, 'Role', roleLabel);
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  const created = page.getByRole('dialog', { name: 'Invitation Created' });
  await created.getByText('Email is not set up on this server').waitFor();
  const link = await created.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  await created.getByRole('button', { name: 'Done' }).click();
  return link;
}

/** A new person opens their link, signs up there, and lands in the owner's workspace. */
async function joinThrough(link, email, firstName) {
  const person = await context();
  const { page } = person;
  await page.goto(link);
  await page.getByText("You are invited to Olivia's workspace").waitFor();
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/dashboard');
  const skip = page.getByRole('button', { name: 'Skip tour' });
  if (await skip.isVisible().catch(() => false)) await skip.click();
  return person;
}

test('an Enterprise owner invites an editor, an auditor and a viewer, who join through their links', () =>
  steps('invite', async () => {
    const links = { editor: await invite('erin@site-a.test', 'Editor: Content, tasks, analyses and settings') };
    links.auditor = await invite('audrey@site-a.test', 'Auditor: Reads everything, with histories and audit exports');
    links.viewer = await invite('victor@site-a.test', 'Viewer: Reads everything');
    await people.owner.page.goto(`${app.url}/team`);
    for (const email of ['erin@site-a.test', 'audrey@site-a.test', 'victor@site-a.test'])
      await people.owner.page.getByRole('cell', { name: email, exact: true }).waitFor();

    people.editor = await joinThrough(links.editor, 'erin@site-a.test', 'Erin');
    people.auditor = await joinThrough(links.auditor, 'audrey@site-a.test', 'Audrey');
    people.viewer = await joinThrough(links.viewer, 'victor@site-a.test', 'Victor');
    // A link works once.
    const again = await call(people.viewer.page, 'POST', `/api/invitations/${links.editor.split('/').pop()}/accept`);
    assert.deepEqual([again.status, again.body.message], [409, 'This invitation has already been used.']);

    await people.owner.page.reload();
    const members = people.owner.page.getByRole('table').first();
    for (const name of ['Erin', 'Audrey', 'Victor']) await members.getByRole('cell', { name, exact: true }).waitFor();
    await shot(people.owner.page, 'team-members');
  }));

test('the editor adds and analyses content and completes the task assigned to them', () =>
  steps('editor', async () => {
    const { page: owner } = people.owner;
    await owner.goto(`${app.url}/tasks`);
    await owner.getByRole('button', { name: 'Add Task' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Create New Task' });
    await dialog.getByLabel('Title *').fill('Refresh the docs guide');
    await choose(owner, dialog, 'Assigned to', 'Erin');
    await dialog.getByRole('button', { name: 'Create Task' }).click();
    await toast(owner, 'Task created successfully.').waitFor();

    const { page } = people.editor;
    await page.goto(`${app.url}/content`);
    await page.getByRole('button', { name: 'Add Content' }).waitFor();
    const added = await call(page, 'POST', '/api/content-items', { title: 'Docs guide', url: `${app.site.url}/fresh` });
    assert.equal(added.status, 201);
    const analysed = await call(page, 'POST', `/api/content-items/${added.body.id}/analyze`);
    assert.equal(analysed.status, 200, JSON.stringify(analysed.body));
    itemId = added.body.id;

    await page.goto(`${app.url}/tasks`);
    await choose(page, page, 'Assignee filter', 'Assigned to me');
    await page.getByText('Refresh the docs guide', { exact: true }).waitFor();
    await choose(page, page, 'Status of Refresh the docs guide', 'Completed');
    await waitUntil('the task completed', async () => (await call(page, 'GET', '/api/tasks')).body.some((t) => t.status === 'completed'));
    await owner.goto(`${app.url}/tasks`);
    await owner.getByText(/Completed .* by Erin/).waitFor();
    await owner.getByText('Created by Olivia').waitFor();
    await shot(owner, 'team-task-completed');
  }));

test('the auditor opens every screen, reads histories and exports, and is refused every write by name', () =>
  steps('auditor', async () => {
    const { page } = people.auditor;
    for (const [path, heading] of [
      ['/dashboard', null],
      ['/content', 'Content Table'],
      ['/tasks', 'Tasks'],
      ['/reports', null],
      ['/settings', 'Settings'],
      ['/team', 'Team'],
    ]) {
      await page.goto(`${app.url}${path}`);
      if (heading) await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    }
    await page.goto(`${app.url}/content`);
    await page.getByText('Docs guide').waitFor();
    for (const name of ['Add Content', 'Import']) assert.equal(await page.getByRole('button', { name, exact: true }).count(), 0, name);
    await page.getByRole('button', { name: 'View' }).first().click();
    await page.getByRole('tab', { name: 'History' }).click();
    await shot(page, 'team-auditor-history');

    const history = await call(page, 'GET', `/api/content-items/${itemId}/history`);
    assert.equal(history.status, 200);
    const asOf = await call(page, 'GET', `/api/content-items/${itemId}?asOf=${new Date().toISOString()}`);
    assert.equal(asOf.status, 200);
    for (const path of ['/api/content-items/export?format=csv', '/api/reports/export?format=csv'])
      assert.equal((await call(page, 'GET', path)).status, 200, path);

    for (const [method, path, body, permission] of [
      ['POST', '/api/content-items', { title: 'Nope', url: 'https://site-a.test/nope' }, 'content:write'],
      ['DELETE', `/api/content-items/${itemId}`, undefined, 'content:write'],
      ['POST', `/api/content-items/${itemId}/analyze`, undefined, 'content:write'],
      ['POST', '/api/tasks', { title: 'Nope' }, 'tasks:write'],
      ['POST', '/api/settings', { key: 'batch_size', value: '5' }, 'settings:write'],
      ['POST', '/api/workspace/invitations', { email: 'x@site-a.test', role: 'owner' }, 'members:manage'],
    ]) {
      const refused = await call(page, method, path, body);
      assert.deepEqual(
        [path, refused.status, refused.body.message],
        [path, 403, `Your role in this workspace (auditor) does not have the permission ${permission}.`],
      );
    }
  }));

test("the viewer's screens show no write buttons", () =>
  steps('viewer', async () => {
    const { page } = people.viewer;
    await page.goto(`${app.url}/content`);
    await page.getByText('Docs guide').waitFor();
    for (const name of ['Add Content', 'Import', 'Edit', 'Delete']) assert.equal(await page.getByRole('button', { name, exact: true }).count(), 0, name);
    await page.goto(`${app.url}/tasks`);
    await page.getByText('Refresh the docs guide', { exact: true }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Add Task' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: /^(Edit|Delete) / }).count(), 0);
    await page.goto(`${app.url}/team`);
    await page.getByRole('heading', { name: 'Team', exact: true }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Invite Member' }).count(), 0);
    await shot(page, 'team-viewer-content');
    // Reading history is the auditor's: the viewer is told so by name.
    const refused = await call(page, 'GET', `/api/content-items/${itemId}/history`);
    assert.deepEqual([refused.status, refused.body.message], [403, 'Your role in this workspace (viewer) does not have the permission audit:read.']);
  }));

test('a member of two workspaces switches with the header switcher', () =>
  steps('switch', async () => {
    const { page } = people.editor;
    await page.goto(`${app.url}/content`);
    await page.getByText('Docs guide').waitFor();
    await choose(page, page, 'Workspace', 'Erin (Owner)');
    await page.waitForURL('**/dashboard');
    await page.goto(`${app.url}/content`);
    await page.getByRole('heading', { name: 'Content Table' }).waitFor();
    await waitUntil('the own, empty workspace', async () => (await page.getByText('Docs guide').count()) === 0);
  }));
