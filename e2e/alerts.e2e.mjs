/**
 * Alerts, as a new user would try them: add a webhook channel on the Settings page's Notifications
 * card (its signing secret shown once), then change a monitored page's title and add noindex, run the check,
 * and see one signed webhook arrive on a loopback receiver and the alert under the header's bell.
 */
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import { after, test } from 'node:test';
import { inNewContext, shot, signUp, startFixtureSite, toast, useProductAndBrowser, waitUntil } from './browser.mjs';

let receiver;
const received = [];
async function startReceiver() {
  receiver = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
}
const app = useProductAndBrowser({ site: startFixtureSite, env: { FETCH_ALLOW_PRIVATE: 'true', NOTIFICATION_QUIET_SECONDS: '1' }, setUp: startReceiver });
after(() => new Promise((resolve) => (receiver ? receiver.close(resolve) : resolve())));

const page = (title, head = '') =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title><meta name="description" content="Plans and prices">${head}</head>` +
  `<body><main><article><h1>Pricing</h1>${'<p>Our plans start at nine dollars a month and every plan includes email support and weekly reports.</p>'.repeat(5)}</article></main></body></html>`;

test('a webhook channel added in Settings receives one signed alert naming the title change and noindex', async () => {
  await app.site.setPage('/pricing', page('Pricing'));
  await inNewContext(app.browser, 'alerts', async (browserPage) => {
    await signUp(browserPage, app.url, { email: 'alerts@site-a.test', firstName: 'Alex' });
    await browserPage.goto(`${app.url}/settings`);
    const card = browserPage.getByRole('form', { name: 'Add notification channel' });
    await card.getByRole('combobox', { name: 'Channel type' }).click();
    await browserPage.getByRole('option', { name: 'Webhook' }).click();
    const hookUrl = `http://127.0.0.1:${receiver.address().port}/freshwatch`;
    await card.getByLabel('Webhook URL').fill(hookUrl);
    await card.getByRole('button', { name: 'Add channel' }).click();
    await toast(browserPage, 'Notification channel added.').waitFor();
    const secret = (await browserPage.locator('code', { hasText: 'whsec_' }).innerText()).trim();
    assert.match(secret, /^whsec_/);
    await shot(browserPage, 'alerts-channel-added');

    // The page is monitored and checked once, then its title changes and noindex is added, and it is checked again.
    const item = await browserPage.evaluate(async (url) => {
      const response = await fetch('/api/content-items', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Pricing', url }),
      });
      return response.json();
    }, `${app.site.url}/pricing`);
    const analyse = () => browserPage.evaluate(async (id) => (await fetch(`/api/content-items/${id}/analyze`, { method: 'POST' })).status, item.id);
    assert.equal(await analyse(), 200);
    await app.site.setPage('/pricing', page('Pricing 2026', '<meta name="robots" content="noindex">'));
    assert.equal(await analyse(), 200);

    // The channel keeps the form's default events (status, SEO fields, failed checks): the SEO one is looked for.
    const seoAlerts = () => received.filter((r) => r.headers['x-freshwatch-event'] === 'seo_field_changed');
    await waitUntil('the webhook', async () => seoAlerts().length > 0);
    const [delivery] = seoAlerts();
    assert.equal(delivery.headers['x-freshwatch-signature'], `sha256=${createHmac('sha256', secret).update(delivery.body).digest('hex')}`);
    const body = JSON.parse(delivery.body);
    assert.equal(body.kind, 'seo_field_changed');
    assert.deepEqual(body.item, { id: item.id, title: 'Pricing', url: `${app.site.url}/pricing` });
    assert.deepEqual(
      body.changes.filter((c) => c.field === 'title' || c.field === 'noindex'),
      [
        { field: 'title', before: 'Pricing', after: 'Pricing 2026', critical: false },
        { field: 'noindex', before: false, after: true, critical: true },
      ],
    );

    // The bell shows it unread; opening the log and marking all read clears the count.
    await browserPage.reload();
    await browserPage.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const dialog = browserPage.getByRole('dialog', { name: 'Notifications' });
    await dialog.getByRole('list', { name: 'Delivery log' }).getByText('[critical] Freshwatch: SEO fields changed: Pricing').waitFor();
    await shot(browserPage, 'alerts-bell');
    await dialog.getByRole('button', { name: 'Mark all read' }).click();
    await dialog.getByText('All caught up.').waitFor();
    assert.equal(seoAlerts().length, 1);
  });
});
