/**
 * Billing, in a browser against the built server started with STRIPE_API_BASE at the loopback
 * Stripe test server: a new member subscribes to Pro up to Stripe's Payment Element (Stripe.js itself comes from
 * Stripe's servers and cannot load here: the step says so, with Try again), Stripe's signed webhook makes them Pro (header badge, 'N of 100 pages'),
 * and the Billing page lists the invoice, cancels with the date shown and resumes. A forged webhook is refused.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { screenshots, shot, signUp, toast, useProductAndBrowser, waitUntil } from './browser.mjs';
import { loadStripeTestServer } from './stripe-test-server.mjs';

let page;

// The product talks to the Stripe test server in place of Stripe.
const app = useProductAndBrowser({ site: () => loadStripeTestServer().startStripeTestServer(), env: (stripe) => stripe.env, setUp });
async function setUp() {
  // The first account is the instance administrator, who is never limited: the member is the one who pays.
  const adminContext = await app.browser.newContext();
  await signUp(await adminContext.newPage(), app.url, { email: 'owner@site-a.test', firstName: 'Owner' });
  await adminContext.close();
  const context = await app.browser.newContext();
  page = await context.newPage();
  await signUp(page, app.url, { email: 'sam@site-a.test', firstName: 'Sam' });
}

async function steps(name, run) {
  try {
    await run();
  } catch (error) {
    await page?.screenshot({ path: join(screenshots, `FAILED-${name}.png`), fullPage: true }).catch(() => {});
    throw error;
  }
}

const header = () => page.getByRole('banner');

test('a Free member subscribes to Pro up to the Payment Element, and the signed webhook makes them Pro', () =>
  steps('billing-subscribe', async () => {
    await page.goto(`${app.url}/content`);
    await page.getByText('0 of 10 pages').waitFor();

    await page.goto(`${app.url}/subscribe`);
    await page.getByText('Most Popular').waitFor();
    await page.getByRole('button', { name: 'Subscribe to Pro' }).click();
    await page.getByText('Complete Your Pro Subscription').waitFor();
    await page.getByRole('button', { name: 'Back to Plans' }).waitFor();
    // Stripe.js cannot load without the internet: the step says so and offers to try again rather than spinning
    // or pretending, and trying again without the internet says so again.
    const loadFailed = page.getByRole('alert').filter({ hasText: 'The payment form could not be loaded. Check your connection and try again.' });
    await loadFailed.waitFor();
    assert.equal(await page.getByRole('button', { name: 'Subscribe to Pro' }).count(), 0);
    await shot(page, 'billing-payment-form');
    const loadedAgain = page.waitForRequest((request) => request.url().startsWith('https://js.stripe.com/'));
    await loadFailed.getByRole('button', { name: 'Try again' }).click();
    await loadedAgain;
    await loadFailed.waitFor();

    const subscription = await waitUntil('the subscription at Stripe', async () => [...app.site.subscriptions.values()][0]);
    assert.equal(subscription.status, 'incomplete');
    assert.equal(subscription.items.data[0].price.id, app.site.prices.price_pro_monthly);

    // Stripe collects the payment and tells the server; a forged delivery first changes nothing.
    const invoice = app.site.pay(subscription.id);
    const event = app.site.event('invoice.paid', invoice);
    const forged = await app.site.deliver(`${app.url}/api/stripe/webhook`, event, `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`);
    assert.equal(forged.status, 400);
    const delivered = await app.site.deliver(`${app.url}/api/stripe/webhook`, event);
    assert.deepEqual([delivered.status, delivered.body], [200, { received: true, duplicate: false, ignored: false }]);
    const again = await app.site.deliver(`${app.url}/api/stripe/webhook`, event);
    assert.deepEqual(again.body, { received: true, duplicate: true, ignored: false });

    await page.goto(`${app.url}/?subscription=success`);
    await header().getByText('Pro', { exact: true }).waitFor();
    await page.goto(`${app.url}/content`);
    await page.getByText('0 of 100 pages').waitFor();
  }));

test('the Billing page lists the invoice, cancels with the date shown, and resumes', () =>
  steps('billing-page', async () => {
    await page.goto(`${app.url}/billing`);
    await page.getByRole('heading', { name: 'Current Plan' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'FW-0001' });
    await row.getByText('$29.00').waitFor();
    assert.equal(await page.getByText('No billing history available').count(), 0);

    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await toast(page, 'Your subscription will remain active until the end of the billing period.').waitFor();
    const subscription = [...app.site.subscriptions.values()][0];
    const periodEnd = new Date(subscription.items.data[0].current_period_end * 1000).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    await page.getByText('Your subscription will be canceled on').waitFor();
    await page.getByRole('status').filter({ hasText: periodEnd }).waitFor();
    assert.equal(subscription.cancel_at_period_end, true);
    await shot(page, 'billing-cancel-notice');

    await page.getByRole('button', { name: 'Resume subscription' }).click();
    await page.getByRole('button', { name: 'Cancel Subscription' }).waitFor();
    assert.equal(subscription.cancel_at_period_end, false);
    await shot(page, 'billing-page');
  }));
