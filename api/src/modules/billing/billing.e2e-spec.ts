import { startStripeTestServer, stripeSignatureHeader, StripeEvent, StripeTestServer } from '../../../test/stripe-test-server';
import { SignedIn, useTestApp } from '../../../test/test-app';

/**
 * Billing through the real `stripe` SDK against the loopback Stripe test server, with webhook deliveries
 * signed as Stripe signs them: a new user subscribes to Pro, pays, cancels and resumes, changes plan, and is
 * returned to Free when the subscription ends.
 */
describe('billing with Stripe', () => {
  let stripe: StripeTestServer;
  let alice: SignedIn;

  beforeAll(async () => {
    stripe = await startStripeTestServer();
  });
  const app = useTestApp(() => ({ env: stripe.env }));
  beforeAll(async () => {
    await app.signUp(); // the administrator, who is never limited
    alice = await app.signUp({ email: `alice-${Date.now()}@site-a.test` });
  });
  afterAll(async () => {
    await stripe.close();
  });

  const webhook = (event: StripeEvent, signature?: string) => {
    const signed = stripe.signed(event);
    return app
      .anonymous()
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature ?? signed.signature)
      .send(signed.payload);
  };
  const status = async () => (await alice.agent.get('/api/subscription-status').expect(200)).body;
  const eventCount = async () => (await app.running.dataSource.query('SELECT count(*)::int AS n FROM events'))[0].n as number;
  let subscriptionId: string;

  it('lists the three plan offers to anyone, and says payments are configured', async () => {
    const { body: plans } = await app.anonymous().get('/api/plans').expect(200);
    expect(plans.map((p: { id: string; priceId: string | null; pageLimit: number | null }) => [p.id, p.priceId, p.pageLimit])).toEqual([
      ['free', null, 10],
      ['pro', 'price_pro_monthly', 100],
      ['enterprise', 'price_enterprise_monthly', null],
    ]);
    expect((await app.anonymous().get('/api/billing/config').expect(200)).body).toEqual({ enabled: true, publishableKey: 'pk_test_freshwatch_local' });
  });

  it('refuses an unknown or missing priceId with 400 naming the field', async () => {
    const unknown = await alice.agent.post('/api/create-subscription').send({ priceId: 'price_gold_monthly' }).expect(400);
    expect(unknown.body.message).toBe('priceId must be one of: price_pro_monthly, price_enterprise_monthly');
    const missing = await alice.agent.post('/api/create-subscription').send({}).expect(400);
    expect(JSON.stringify(missing.body.message)).toContain('priceId');
    expect(stripe.customers.size).toBe(0);
  });

  it('creates the customer once and a subscription that waits for payment, answering its client secret', async () => {
    const first = await alice.agent.post('/api/create-subscription').send({ priceId: 'price_pro_monthly' }).expect(200);
    expect(first.body.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    const again = await alice.agent.post('/api/create-subscription').send({ priceId: 'price_pro_monthly' }).expect(200);
    expect(stripe.customers.size).toBe(1);
    const [customer] = stripe.customers.values();
    expect(customer.metadata).toMatchObject({ userId: alice.user.id });
    const created = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions');
    expect(created[0].body).toMatchObject({
      customer: customer.id,
      items: [{ price: stripe.prices.price_pro_monthly }],
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    });
    subscriptionId = again.body.subscriptionId;
    // Nothing is paid yet: still Free.
    expect(await status()).toEqual({ status: 'inactive', planType: 'free', currentPeriodEnd: null, cancelAtPeriodEnd: false });
  });

  it('a forged webhook changes nothing', async () => {
    stripe.pay(subscriptionId);
    const before = await eventCount();
    const event = stripe.event('customer.subscription.updated', stripe.subscriptions.get(subscriptionId)!);
    const forged = await webhook(event, `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`);
    expect(forged.status).toBe(400);
    const unsigned = await app.anonymous().post('/api/stripe/webhook').set('Content-Type', 'application/json').send(stripe.signed(event).payload);
    expect(unsigned.status).toBe(400);
    expect(await eventCount()).toBe(before);
    expect((await status()).planType).toBe('free');
  });

  it('answers a signed body that is not an event with 400, never 500: Stripe would retry a 5xx for days', async () => {
    const before = await eventCount();
    const bodies = [
      '{}',
      '[]',
      'null',
      '"evt_1"',
      'not json at all',
      '{"id":"evt_x","type":"customer.subscription.updated","created":1,"data":{"object":null}}',
    ];
    for (const payload of bodies) {
      const response = await app
        .anonymous()
        .post('/api/stripe/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', stripeSignatureHeader(payload, stripe.webhookSecret))
        .send(payload);
      expect({ payload, status: response.status, message: response.body.message }).toEqual({
        payload,
        status: 400,
        message: 'The delivery is signed but is not a Stripe event (an object with id, type, created and data.object).',
      });
    }
    expect(await eventCount()).toBe(before);
  });

  it('acknowledges a signed event about a subscription Stripe no longer knows, and records it as ignored', async () => {
    const before = await eventCount();
    const gone = { ...stripe.subscriptions.get(subscriptionId)!, id: 'sub_deleted_in_the_dashboard' };
    for (const event of [
      stripe.event('customer.subscription.updated', gone),
      stripe.event('invoice.paid', { id: 'in_gone', object: 'invoice', parent: { subscription_details: { subscription: gone.id } } }),
    ]) {
      expect((await webhook(event).expect(200)).body).toEqual({ received: true, duplicate: false, ignored: true });
      const [recorded] = await app.running.dataSource.query('SELECT ignored FROM stripe_webhook_events WHERE event_id = $1', [event.id]);
      expect(recorded.ignored).toBe('Stripe no longer knows subscription sub_deleted_in_the_dashboard');
      // Stripe's retry of it is a duplicate, acknowledged again.
      expect((await webhook(event).expect(200)).body).toEqual({ received: true, duplicate: true, ignored: false });
    }
    expect(await eventCount()).toBe(before);
    expect((await status()).planType).toBe('free');
  });

  it('makes the account Pro when Stripe reports the invoice paid, once per event id', async () => {
    const invoice = stripe.pay(subscriptionId);
    const event = stripe.event('invoice.paid', invoice);
    expect((await webhook(event).expect(200)).body).toEqual({ received: true, duplicate: false, ignored: false });
    const subscribed = await status();
    expect(subscribed).toMatchObject({ status: 'active', planType: 'pro', cancelAtPeriodEnd: false });
    expect(subscribed.currentPeriodEnd).toBe(stripe.subscriptions.get(subscriptionId)!.items.data[0].current_period_end);
    expect((await alice.agent.get('/api/auth/user').expect(200)).body).toMatchObject({
      planType: 'pro',
      subscriptionStatus: 'active',
      stripeSubscriptionId: subscriptionId,
    });
    expect((await alice.agent.get('/api/plan-usage').expect(200)).body).toMatchObject({ planType: 'pro', used: 0, limit: 100 });

    const [changed] = await app.running.dataSource.query(`SELECT data, metadata FROM events WHERE type = 'SubscriptionChanged' AND stream_id = $1`, [
      `user-${alice.user.id}`,
    ]);
    expect(changed.data.stripe).toMatchObject({ customerId: expect.stringMatching(/^cus_/), subscriptionId, eventId: event.id });
    expect(JSON.stringify(changed.data)).not.toMatch(/card|secret/i);

    const before = await eventCount();
    expect((await webhook(event).expect(200)).body).toEqual({ received: true, duplicate: true, ignored: false });
    expect(await eventCount()).toBe(before);
  });

  it('lets a Pro account add its 11th item', async () => {
    for (let n = 0; n < 11; n++)
      await alice.agent
        .post('/api/content-items')
        .send({ title: `Page ${n}`, url: `https://site-a.test/${n}` })
        .expect(201);
    expect((await alice.agent.get('/api/plan-usage').expect(200)).body).toMatchObject({ planType: 'pro', used: 11, limit: 100 });
  });

  it('ignores a delivery older than the last one applied, and keeps the plan through past_due', async () => {
    const invoice = stripe.failPayment(subscriptionId);
    const stale = stripe.event('invoice.payment_failed', invoice, Math.floor(Date.now() / 1000) - 3600);
    await webhook(stale).expect(200);
    expect((await status()).status).toBe('active');

    await webhook(stripe.event('invoice.payment_failed', invoice)).expect(200);
    expect(await status()).toMatchObject({ status: 'past_due', planType: 'pro' });
    expect((await alice.agent.get('/api/plan-usage').expect(200)).body.limit).toBe(100);
    await webhook(stripe.event('invoice.paid', stripe.pay(subscriptionId))).expect(200);
    expect((await status()).status).toBe('active');
  });

  it('cancels at the period end and resumes before it', async () => {
    const canceled = await alice.agent.post('/api/cancel-subscription').expect(200);
    expect(canceled.body).toMatchObject({ status: 'active', planType: 'pro', cancelAtPeriodEnd: true });
    expect(stripe.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(true);
    // Stripe's webhook for the same change repeats it and records nothing more.
    const before = await eventCount();
    await webhook(stripe.event('customer.subscription.updated', stripe.subscriptions.get(subscriptionId)!)).expect(200);
    expect(await eventCount()).toBe(before);

    const resumed = await alice.agent.post('/api/resume-subscription').expect(200);
    expect(resumed.body.cancelAtPeriodEnd).toBe(false);
    expect(stripe.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(false);
  });

  it('lists the invoices and opens the billing portal', async () => {
    const { body: invoices } = await alice.agent.get('/api/invoices').expect(200);
    expect(invoices.length).toBeGreaterThanOrEqual(2);
    expect(invoices[0]).toEqual({
      id: expect.stringMatching(/^in_/),
      number: expect.stringMatching(/^FW-/),
      date: expect.any(String),
      amount: 2900,
      currency: 'usd',
      status: 'paid',
      hostedInvoiceUrl: expect.any(String),
      invoicePdf: expect.any(String),
    });
    const { body: portal } = await alice.agent.post('/api/billing-portal').expect(200);
    expect(portal.url).toMatch(/billing-portal\/bps_/);
    const session = stripe.requests.find((r) => r.path === '/v1/billing_portal/sessions')!;
    expect(session.body.return_url).toMatch(/\/billing$/);
  });

  it('changes the plan of a live subscription instead of creating a second one', async () => {
    const subscriptionsBefore = stripe.subscriptions.size;
    const { body } = await alice.agent.post('/api/create-subscription').send({ priceId: 'price_enterprise_monthly' }).expect(200);
    expect(body).toEqual({ clientSecret: null, subscriptionId });
    expect(stripe.subscriptions.size).toBe(subscriptionsBefore);
    const update = stripe.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`).pop()!;
    expect(update.body).toMatchObject({ proration_behavior: 'always_invoice', items: [{ price: stripe.prices.price_enterprise_monthly }] });
    expect((await status()).planType).toBe('enterprise');
  });

  it('returns the account to Free when the subscription ends, keeping every item but refusing new ones past 10', async () => {
    const ended = stripe.endPeriod(subscriptionId);
    await webhook(stripe.event('customer.subscription.deleted', ended)).expect(200);
    expect(await status()).toMatchObject({ status: 'canceled', planType: 'free' });
    expect((await alice.agent.get('/api/content-items').expect(200)).body).toHaveLength(11);
    expect((await alice.agent.post('/api/content-items').send({ title: 'One more', url: 'https://site-a.test/more' })).status).toBe(403);
    expect((await alice.agent.get('/api/auth/user').expect(200)).body.planType).toBe('free');
  });

  it('has nothing to cancel without a live subscription', async () => {
    expect((await alice.agent.post('/api/cancel-subscription')).status).toBe(409);
  });
});

describe('billing off (no STRIPE_SECRET_KEY)', () => {
  let bob: SignedIn;

  const app = useTestApp();
  beforeAll(async () => {
    await app.signUp(); // the administrator, whose workspace is shown as Enterprise: Bob is an ordinary account
    bob = await app.signUp();
  });

  it('says payments are not configured, and keeps the plan readable without payment actions', async () => {
    expect((await app.anonymous().get('/api/billing/config').expect(200)).body).toEqual({ enabled: false, publishableKey: null });
    const refused = await bob.agent.post('/api/create-subscription').send({ priceId: 'price_pro_monthly' }).expect(503);
    expect(refused.body.message).toBe('Payments are not configured on this server.');
    await bob.agent.post('/api/cancel-subscription').expect(503);
    await bob.agent.post('/api/billing-portal').expect(503);
    expect((await bob.agent.get('/api/invoices').expect(200)).body).toEqual([]);
    expect((await bob.agent.get('/api/subscription-status').expect(200)).body).toEqual({
      status: 'inactive',
      planType: 'free',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    });
    await app.anonymous().post('/api/stripe/webhook').set('Stripe-Signature', 't=1,v1=00').send('{}').expect(503);
  });
});
