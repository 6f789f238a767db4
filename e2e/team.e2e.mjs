/**
 * Users, tasks, settings and API keys, tried as people would in a browser: an administrator (the first account) and a member
 * (the second, in a browser of their own). Tasks are created, edited, filtered, completed and deleted; every
 * setting is changed, kept over a reload and reset; the admin moves the member to Pro and the member's badge
 * follows, while the member gets 403 from every admin call; an API key from the plugin screen lists content
 * items from outside the browser until it is revoked.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { call, choose, screensOnFailure, shot, signUp, toast, useProductAndBrowser, waitUntil } from './browser.mjs';

const app = useProductAndBrowser({
  async setUp() {
    admin = await person('ada@site-a.test', 'Ada');
    member = await person('max@site-a.test', 'Max');
  },
});
/** The first account (an administrator) and the second (a member), each in a browser context of their own. */
let admin;
let member;

/** A person with a browser context of their own; confirmation dialogs are accepted and remembered. */
async function person(email, firstName) {
  const context = await app.browser.newContext();
  const page = await context.newPage();
  const confirmations = [];
  page.on('dialog', (dialog) => {
    confirmations.push(dialog.message());
    void dialog.accept();
  });
  await signUp(page, app.url, { email, firstName });
  return { context, page, confirmations, firstName };
}

after(async () => {
  await Promise.allSettled([admin?.context.close(), member?.context.close()]);
});

/** Runs the steps; on failure saves both people's screens as screenshots/FAILED-<name>-<who>.png. */
const steps = (name, run) => screensOnFailure(name, { admin, member }, run);

/** A link of the sidebar ('Main' navigation). */
const sidebarLink = (page, name) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

const today = () => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date());

test('tasks: create (a title is required), edit, filter by status and priority, complete, delete', () =>
  steps('tasks', async () => {
    const { page } = admin;
    // An item for tasks to refer to, made through the API; the app loads it when the page is opened afresh.
    const created = await call(page, 'POST', '/api/content-items', { title: 'Pricing page', url: 'https://site-a.test/pricing' });
    assert.equal(created.status, 201);

    await page.goto(app.url);
    await sidebarLink(page, 'Tasks').click();
    await page.getByText('No tasks found. Create your first task to get started.').waitFor();

    const addTask = async ({ title, priority, related }) => {
      await page.getByRole('button', { name: 'Add Task' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create New Task' });
      await dialog.getByLabel('Title *').fill(title);
      if (priority) await choose(page, dialog, 'Priority', priority);
      if (related) {
        // The picker searches the server as one types (a workspace may hold 100,000 items); then the match is chosen.
        await dialog.getByRole('combobox', { name: 'Related content', exact: true }).fill(related);
        await page.getByRole('option', { name: related, exact: true }).click();
        assert.equal(await dialog.getByRole('combobox', { name: 'Related content', exact: true }).inputValue(), related);
      }
      await dialog.getByRole('button', { name: 'Create Task' }).click();
      await toast(page, 'Task created successfully.').waitFor();
      await dialog.waitFor({ state: 'detached' });
    };
    const row = (title) => page.getByRole('row').filter({ has: page.getByText(title, { exact: true }) });

    // Creating without a title is refused in the dialog, which stays open.
    await page.getByRole('button', { name: 'Add Task' }).click();
    const empty = page.getByRole('dialog', { name: 'Create New Task' });
    await empty.getByRole('button', { name: 'Create Task' }).click();
    await toast(page, 'Validation Error', { exact: true }).waitFor();
    await toast(page, 'Please enter a task title.').waitFor();
    await shot(page, 'team-task-validation');
    assert.ok(await empty.isVisible());
    await empty.getByRole('button', { name: 'Cancel' }).click();
    await empty.waitFor({ state: 'detached' });

    await addTask({ title: 'Update the pricing page', priority: 'High', related: 'Pricing page' });
    await addTask({ title: 'Fix broken links', priority: 'Low' });
    await addTask({ title: 'Refresh screenshots' });
    await page.getByText('Showing 3 of 3 tasks').waitFor();
    assert.match(await row('Update the pricing page').innerText(), /High[\s\S]*/);
    // The related items' titles follow the page of tasks, in one request for the page.
    await row('Update the pricing page').getByText('Pricing page', { exact: true }).waitFor();
    assert.match(await row('Refresh screenshots').innerText(), /Medium/);

    // Edit: the same dialog, filled in with the task.
    await page.getByRole('button', { name: 'Edit Update the pricing page' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Task' });
    assert.equal(await edit.getByLabel('Title *').inputValue(), 'Update the pricing page');
    // The related item is fetched by its id when the dialog opens.
    const related = edit.getByRole('combobox', { name: 'Related content', exact: true });
    for (let tries = 0; (await related.inputValue()) !== 'Pricing page'; tries += 1) {
      assert.ok(tries < 50, `the related item's title is shown, not '${await related.inputValue()}'`);
      await page.waitForTimeout(100);
    }
    await edit.getByLabel('Title *').fill('Update the pricing page for the new plans');
    await edit.getByLabel('Description').fill('The Team plan changed its price.');
    await choose(page, edit, 'Priority', 'Medium');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Task updated successfully.').waitFor();
    await edit.waitFor({ state: 'detached' });
    const edited = row('Update the pricing page for the new plans');
    await edited.waitFor();
    assert.match(await edited.innerText(), /The Team plan changed its price\.[\s\S]*Medium/);

    // The status selector in the row.
    await choose(page, page, 'Status of Fix broken links', 'In Progress');
    await toast(page, 'Task updated successfully.').waitFor();

    // Filters: by status, by priority, and both; the server answers them, and the count is of the tasks that match.
    await choose(page, page, 'Status filter', 'In Progress');
    await page.getByText('Showing 1 of 1 tasks').waitFor();
    await row('Fix broken links').waitFor();
    await choose(page, page, 'Status filter', 'All Status');
    await choose(page, page, 'Priority filter', 'Medium');
    await page.getByText('Showing 2 of 2 tasks').waitFor();
    assert.equal(await row('Fix broken links').count(), 0);
    await choose(page, page, 'Status filter', 'Pending');
    await page.getByText('Showing 2 of 2 tasks').waitFor();
    await choose(page, page, 'Priority filter', 'Low');
    await page.getByText('No tasks found. Create your first task to get started.').waitFor();
    await page.getByText('Showing 0 of 0 tasks').waitFor();
    await choose(page, page, 'Status filter', 'All Status');
    await choose(page, page, 'Priority filter', 'All Priorities');
    await page.getByText('Showing 3 of 3 tasks').waitFor();

    // Completing a task shows when it was completed, and keeps it.
    await choose(page, page, 'Status of Refresh screenshots', 'Completed');
    await toast(page, 'Task updated successfully.').waitFor();
    await row('Refresh screenshots').getByText(`Completed ${today()}`).waitFor();
    await shot(page, 'team-tasks');
    await page.reload();
    await row('Refresh screenshots').getByText(`Completed ${today()}`).waitFor();
    const tasks = (await call(page, 'GET', '/api/tasks')).body;
    const completed = tasks.find((t) => t.title === 'Refresh screenshots');
    assert.equal(completed.status, 'completed');
    assert.ok(Math.abs(Date.parse(completed.completedAt) - Date.now()) < 60_000, completed.completedAt);

    // Delete, after a confirmation.
    await page.getByRole('button', { name: 'Delete Fix broken links' }).click();
    await toast(page, 'Task deleted successfully.').waitFor();
    assert.equal(admin.confirmations.at(-1), 'Are you sure you want to delete this task?');
    await page.getByText('Showing 2 of 2 tasks').waitFor();
    assert.equal(await row('Fix broken links').count(), 0);
  }));

test('settings: every setting changed is kept over a reload, and Reset to Defaults restores them', () =>
  steps('settings', async () => {
    const { page } = admin;
    await page.goto(app.url);
    await sidebarLink(page, 'Settings').click();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    const field = (label) => page.getByLabel(label, { exact: true });
    const toggle = (name) => page.getByRole('switch', { name, exact: true });
    const model = page.getByRole('combobox', { name: 'Model', exact: true });
    const scheduleType = page.getByRole('combobox', { name: 'Schedule type', exact: true });

    // The defaults first.
    assert.equal(await field('Request timeout (seconds)').inputValue(), '30');
    assert.equal(await model.innerText(), 'gpt-4o');

    await field('OpenAI API Key').fill('sk-test-0123456789abcd');
    await choose(page, page, 'Model', 'Custom model');
    await field('Custom model name').fill('llama3.1:8b');
    await field('Request timeout (seconds)').fill('45');
    await field('API base URL').fill('http://localhost:11434/v1');
    await field('Freshness threshold (days)').fill('90');
    await choose(page, page, 'Schedule type', 'Daily');
    await field('Time').fill('07:30');
    await toggle('Email notifications').click();
    await toggle('Auto update metadata').click();
    await field('Batch size (items)').fill('10');
    await field('Cache duration (hours)').fill('48');
    await toggle('Enable caching').click();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toast(page, 'Settings updated successfully.').waitFor();
    await page.getByRole('status').filter({ hasText: 'All changes saved.' }).waitFor();
    await shot(page, 'team-settings-changed');

    const expectChanged = async () => {
      await waitUntil('the saved AI key to show masked', async () => (await field('OpenAI API Key').getAttribute('placeholder')) === '••••abcd');
      assert.equal(await field('OpenAI API Key').inputValue(), '');
      await page.getByRole('button', { name: 'Remove saved key' }).waitFor();
      assert.equal(await model.innerText(), 'Custom model');
      assert.equal(await field('Custom model name').inputValue(), 'llama3.1:8b');
      assert.equal(await field('Request timeout (seconds)').inputValue(), '45');
      assert.equal(await field('API base URL').inputValue(), 'http://localhost:11434/v1');
      assert.equal(await field('Freshness threshold (days)').inputValue(), '90');
      assert.equal(await scheduleType.innerText(), 'Daily');
      assert.equal(await field('Time').inputValue(), '07:30');
      assert.equal(await toggle('Email notifications').getAttribute('aria-checked'), 'false');
      assert.equal(await toggle('Auto update metadata').getAttribute('aria-checked'), 'true');
      assert.equal(await field('Batch size (items)').inputValue(), '10');
      assert.equal(await field('Cache duration (hours)').inputValue(), '48');
      assert.equal(await toggle('Enable caching').getAttribute('aria-checked'), 'false');
    };
    await page.reload();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await expectChanged();

    // The API says the same, and never gives the key back in full.
    const saved = Object.fromEntries((await call(page, 'GET', '/api/settings')).body.map((s) => [s.key, s.value]));
    assert.deepEqual(saved, {
      openai_api_key: '••••abcd',
      openai_base_url: 'http://localhost:11434/v1',
      api_model: 'llama3.1:8b',
      request_timeout: '45',
      freshness_threshold: '90',
      analysis_schedule: JSON.stringify({ type: 'daily', time: '07:30' }),
      timezone: 'UTC',
      email_notifications: 'false',
      auto_update_metadata: 'true',
      batch_size: '10',
      cache_duration: '48',
      enable_caching: 'false',
    });

    // Reset to Defaults asks first, then reloads the page with every default back.
    await page.getByRole('button', { name: 'Reset to Defaults' }).click();
    await waitUntil('the defaults after the reset', async () => (await field('Request timeout (seconds)').inputValue()) === '30', 30_000);
    assert.match(admin.confirmations.at(-1), /^Reset every setting to its default\?/);
    assert.equal(await field('OpenAI API Key').getAttribute('placeholder'), 'sk-...');
    assert.equal(await page.getByRole('button', { name: 'Remove saved key' }).count(), 0);
    assert.equal(await model.innerText(), 'gpt-4o');
    assert.equal(await field('Custom model name').count(), 0);
    assert.equal(await field('API base URL').inputValue(), '');
    assert.equal(await field('Freshness threshold (days)').inputValue(), '180');
    assert.equal(await scheduleType.innerText(), 'Weekly');
    assert.equal(await page.getByRole('checkbox', { name: 'Monday' }).getAttribute('aria-checked'), 'true');
    assert.equal(await field('Time').inputValue(), '09:00');
    assert.equal(await toggle('Email notifications').getAttribute('aria-checked'), 'true');
    assert.equal(await toggle('Auto update metadata').getAttribute('aria-checked'), 'false');
    assert.equal(await field('Batch size (items)').inputValue(), '5');
    assert.equal(await field('Cache duration (hours)').inputValue(), '24');
    assert.equal(await toggle('Enable caching').getAttribute('aria-checked'), 'true');
    await shot(page, 'team-settings-reset');
  }));

test("users: the admin moves the member to Pro and the member's badge follows; the member gets 403 from every admin call", () =>
  steps('users', async () => {
    await Promise.all([admin.page.goto(app.url), member.page.goto(app.url)]);
    const badge = (p) => p.page.getByRole('banner').getByText(/^(Free|Pro|Enterprise)$/);
    assert.equal(await badge(member).innerText(), 'Free');
    // Only the administrator is shown the way to Users.
    await sidebarLink(admin.page, 'Users').waitFor();
    await sidebarLink(member.page, 'Plugins').waitFor();
    assert.equal(await sidebarLink(member.page, 'Users').count(), 0);

    const { page } = admin;
    await sidebarLink(page, 'Users').click();
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Edit Max' }).waitFor();
    // An administrator cannot edit their own record here.
    assert.equal(await page.getByRole('button', { name: 'Edit Ada' }).isDisabled(), true);

    await page.getByRole('button', { name: 'Edit Max' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    assert.equal(await dialog.getByLabel('Email').inputValue(), 'max@site-a.test');
    await choose(page, dialog, 'Plan', 'Pro');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'User Updated', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const maxRow = page.getByRole('row').filter({ hasText: 'max@site-a.test' });
    await maxRow.getByText('Pro', { exact: true }).waitFor();
    await shot(page, 'team-users');

    await member.page.reload();
    await waitUntil("the member's badge to read Pro", async () => (await badge(member).innerText()) === 'Pro');
    await shot(member.page, 'team-member-pro-badge');

    // The member typing the address is told plainly, and the API refuses every admin call.
    await member.page.goto(`${app.url}/users`);
    await member.page.getByRole('alert').filter({ hasText: 'Only administrators can manage users.' }).waitFor();
    await shot(member.page, 'team-member-users-refused');
    const users = (await call(page, 'GET', '/api/admin/users')).body;
    const adminId = users.find((u) => u.email === 'ada@site-a.test').id;
    const memberId = users.find((u) => u.email === 'max@site-a.test').id;
    const edit = { email: 'max@site-a.test', firstName: 'Max', lastName: null, planType: 'enterprise', subscriptionStatus: 'active' };
    const calls = [
      ['GET', '/api/admin/users'],
      ['PUT', `/api/admin/users/${adminId}`, { ...edit, email: 'ada@site-a.test', firstName: 'Ada' }],
      ['PUT', `/api/admin/users/${memberId}`, edit],
      ['PUT', '/api/admin/users/no-such-user', edit],
    ];
    for (const [method, path, body] of calls) {
      const { status } = await call(member.page, method, path, body);
      assert.equal(status, 403, `${method} ${path} as the member`);
    }
    // Nothing changed: the member is still on Pro.
    assert.equal((await call(page, 'GET', '/api/admin/users')).body.find((u) => u.id === memberId).planType, 'pro');
  }));

test('API keys: a key created on the plugin screen lists content items from outside the browser until it is revoked', () =>
  steps('api-keys', async () => {
    const { page } = member;
    const item = await call(page, 'POST', '/api/content-items', { title: 'Shop home page', url: 'https://shop.site-a.test/' });
    assert.equal(item.status, 201);

    await page.goto(app.url);
    await sidebarLink(page, 'Plugins').click();
    await page.getByRole('heading', { name: 'WordPress Plugin', level: 1 }).waitFor();
    await page.getByText('No API keys yet. Create one to connect the WordPress plugin.').waitFor();
    await page.getByLabel('Key name (optional)').fill('Shop site');
    await page.getByRole('button', { name: 'Create API Key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your new API key' });
    const key = await dialog.getByLabel('Shop site').inputValue();
    assert.match(key, /^fw_\S{20,}$/);
    await shot(page, 'team-api-key-created');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    const keyRow = page.getByRole('row').filter({ hasText: 'Shop site' });
    await keyRow.waitFor();
    // The list shows the key's start only, never the whole key.
    assert.ok(!(await keyRow.innerText()).includes(key));

    // From outside the browser: no cookie, only the key (what the WordPress plugin and curl do).
    const listWithKey = () => fetch(`${app.url}/api/content-items`, { headers: { Authorization: `Bearer ${key}` } });
    const listed = await listWithKey();
    assert.equal(listed.status, 200);
    assert.deepEqual(
      (await listed.json()).map((i) => i.title),
      ['Shop home page'],
    );

    await keyRow.getByRole('button', { name: 'Revoke Shop site' }).click();
    await toast(page, 'API Key Revoked', { exact: true }).waitFor();
    assert.match(member.confirmations.at(-1), /^Revoke the API key 'Shop site'\?/);
    await keyRow.getByText(`Revoked ${today()}`).waitFor();
    await shot(page, 'team-api-key-revoked');
    assert.equal((await listWithKey()).status, 401);
  }));
