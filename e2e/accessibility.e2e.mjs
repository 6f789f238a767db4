/**
 * axe-core finds nothing on any screen, as a new user meets them: the landing page, sign-in, then every
 * screen of the signed-in app, its dialogs and menus, at the default 1280 px window and, for the content table,
 * at 1024 px with a row menu open. The first user is the instance administrator, so Users is among them.
 */
import { test } from 'node:test';
import { expectNoAxeViolations, inNewContext, signUp, useProductAndBrowser } from './browser.mjs';

const app = useProductAndBrowser();

test('every screen passes axe', async () => {
  await inNewContext(app.browser, 'accessibility', async (page) => {
    await page.goto(app.url);
    await page.getByRole('link', { name: 'Start Free Trial' }).waitFor();
    await expectNoAxeViolations(page, 'the landing page');
    await page.goto(`${app.url}/signin`);
    await page.getByRole('tab', { name: 'Sign Up' }).waitFor();
    await expectNoAxeViolations(page, 'sign-in');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expectNoAxeViolations(page, 'sign-up');

    await signUp(page, app.url, { email: 'ada@site-a.test', firstName: 'Ada' });
    await expectNoAxeViolations(page, 'home');

    await page.goto(`${app.url}/content`);
    await page.getByText('No content items found. Add some content to get started.').waitFor();
    await page.getByRole('button', { name: 'Add Content' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add Content' });
    await add.waitFor();
    await expectNoAxeViolations(page, 'the Add Content dialog');
    await add.getByLabel('URL *').fill('https://site-a.test/pricing');
    await add.getByLabel('Title *').fill('Pricing page');
    await add.getByRole('button', { name: 'Add Content' }).click();
    await add.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: /Pricing page/ });
    await row.waitFor();
    await expectNoAxeViolations(page, 'the content table');
    await row.getByRole('button', { name: 'View', exact: true }).click();
    await page.getByRole('dialog', { name: 'Pricing page' }).waitFor();
    await expectNoAxeViolations(page, 'the content View dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1024, height: 800 });
    await row.getByRole('button', { name: 'Actions for Pricing page' }).click();
    await page.getByRole('menu').waitFor();
    await expectNoAxeViolations(page, 'the content table at 1024 px with a row menu open');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 720 });

    const screens = [
      ['/dashboard', 'dashboard'],
      ['/tasks', 'tasks'],
      ['/reports', 'reports'],
      ['/advanced-data', 'advanced data'],
      ['/settings', 'settings'],
      ['/plugins', 'plugins'],
      ['/users', 'users'],
      ['/team', 'team'],
      ['/billing', 'billing'],
      ['/subscribe', 'subscribe'],
    ];
    for (const [path, label] of screens) {
      await page.goto(`${app.url}${path}`);
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page, label);
    }

    // The task dialog, with its related-content picker's list of matches open.
    await page.goto(`${app.url}/tasks`);
    await page.getByRole('button', { name: 'Add Task' }).click();
    const addTask = page.getByRole('dialog', { name: 'Create New Task' });
    await addTask.waitFor();
    await expectNoAxeViolations(page, 'the Create New Task dialog');
    await addTask.getByRole('combobox', { name: 'Related content' }).fill('pricing');
    await page.getByRole('option', { name: 'Pricing page' }).waitFor();
    await expectNoAxeViolations(page, 'the Create New Task dialog with the related-content matches listed');
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await addTask.waitFor({ state: 'detached' });

    // The notifications panel, from the bell in the header.
    await page.goto(`${app.url}/dashboard`);
    await page
      .getByRole('button', { name: /Notifications/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
    await expectNoAxeViolations(page, 'the notifications panel');
  });
});
