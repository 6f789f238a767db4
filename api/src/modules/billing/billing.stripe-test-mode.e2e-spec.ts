import { stripeSignatureHeader } from '../../../test/stripe-test-server';
import { useTestApp } from '../../../test/test-app';

/**
 * Against Stripe's own test mode: runs only when STRIPE_SECRET_KEY is a test key (sk_test_...), with
 * STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PRO and STRIPE_PRICE_ENTERPRISE set to test-mode
 * values. Everywhere else (CI, these machines, which reach no Stripe) it is skipped; the loopback suite covers the flow.
 */
const testMode = (process.env.STRIPE_SECRET_KEY ?? '').startsWith('sk_test_');
const describeInTestMode = testMode ? describe : describe.skip;

describeInTestMode("billing against Stripe's test mode", () => {
  const app = useTestApp(() => {
    const env: Record<string, string> = {};
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PRO', 'STRIPE_PRICE_ENTERPRISE'])
      env[name] = process.env[name] ?? '';
    return { env };
  });

  it('creates a customer and a subscription waiting for payment, with a client secret for the Payment Element', async () => {
    await app.signUp();
    const member = await app.signUp();
    const { body } = await member.agent.post('/api/create-subscription').send({ priceId: 'price_pro_monthly' }).expect(200);
    expect(body.clientSecret).toMatch(/^pi_.+_secret_/);
    expect(body.subscriptionId).toMatch(/^sub_/);
    expect((await member.agent.get('/api/invoices').expect(200)).body.length).toBeGreaterThanOrEqual(1);
    expect((await member.agent.post('/api/billing-portal').expect(200)).body.url).toMatch(/^https:\/\//);
  });

  it('accepts a delivery signed with the endpoint secret and refuses a forged one', async () => {
    const payload = JSON.stringify({
      id: `evt_test_${Date.now()}`,
      object: 'event',
      type: 'customer.created',
      created: Math.floor(Date.now() / 1000),
      data: { object: {} },
    });
    const post = (signature: string) =>
      app.anonymous().post('/api/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(payload);
    await post(stripeSignatureHeader(payload, process.env.STRIPE_WEBHOOK_SECRET!)).expect(200);
    await post(stripeSignatureHeader(payload, 'whsec_forged')).expect(400);
  });
});
