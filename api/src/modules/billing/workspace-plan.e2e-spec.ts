import { TEAM_PLAN_MESSAGE, type WorkspaceRole } from '@freshwatch/contracts';
import { startStripeTestServer, type StripeEvent, type StripeTestServer } from '../../../test/stripe-test-server';
import { type SignedIn, useTestApp } from '../../../test/test-app';
import { tokenOf } from '../../../test/team';

type Role = Exclude<WorkspaceRole, 'owner'>;
const ROLES: Role[] = ['editor', 'viewer', 'auditor'];

/** A new account joins `owner`'s current workspace with `role` through an invitation. */
async function join(app: { signUp(): Promise<SignedIn> }, owner: SignedIn, role: WorkspaceRole): Promise<SignedIn> {
  const invited = await app.signUp();
  const { body } = await owner.agent.post('/api/workspace/invitations').send({ email: invited.user.email, role }).expect(201);
  await invited.agent.post(`/api/invitations/${tokenOf(body.link)}/accept`).expect(200);
  return invited;
}

/**
 * The workspace is the unit of plan, limits and features: every member of an Enterprise workspace founded by
 * someone else gets its plan (the header's user, plan usage, subscription status), only its owners manage its one
 * subscription — an owner who did not found it included — and the others read it without failing requests.
 */
describe("a workspace's plan, as each of its members gets it", () => {
  let stripe: StripeTestServer;
  let founder: SignedIn;
  let coOwner: SignedIn;
  const members = {} as Record<Role, SignedIn>;
  let subscriptionId: string;

  beforeAll(async () => {
    stripe = await startStripeTestServer();
  });
  const app = useTestApp(() => ({ env: stripe.env }));
  afterAll(async () => {
    await stripe.close();
  });

  const webhook = (event: StripeEvent) => {
    const signed = stripe.signed(event);
    return app.anonymous().post('/api/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signed.signature).send(signed.payload);
  };

  beforeAll(async () => {
    await app.signUp(); // the instance administrator: the founder below is an ordinary, paying account
    founder = await app.signUp();
    const created = await founder.agent.post('/api/create-subscription').send({ priceId: 'price_enterprise_monthly' }).expect(200);
    subscriptionId = created.body.subscriptionId;
    await webhook(stripe.event('invoice.paid', stripe.pay(subscriptionId))).expect(200);
    for (const role of ROLES) members[role] = await join(app, founder, role);
    coOwner = await join(app, founder, 'editor');
    await founder.agent.patch(`/api/workspace/members/${coOwner.user.id}`).send({ role: 'owner' }).expect(200);
  }, 120_000); // six people sign up (password hashing for each) and four join: slow on a busy machine

  const periodEnd = () => stripe.subscriptions.get(subscriptionId)!.items.data[0].current_period_end as number;

  it.each(['owner', ...ROLES] as const)("gives the %s the workspace's Enterprise plan everywhere it is shown", async (role) => {
    const member = role === 'owner' ? coOwner : members[role];
    const user = (await member.agent.get('/api/auth/user').expect(200)).body;
    expect(user).toMatchObject({ workspaceId: founder.user.workspaceId, workspaceRole: role, planType: 'enterprise', subscriptionStatus: 'active' });
    expect((await member.agent.get('/api/auth/session').expect(200)).body.user).toMatchObject({ planType: 'enterprise' });
    expect((await member.agent.get('/api/plan-usage').expect(200)).body).toEqual({
      planType: 'enterprise',
      used: 0,
      limit: null,
      memberLimit: null,
      features: { wordpressPlugin: true, team: true },
    });
    expect((await member.agent.get('/api/subscription-status').expect(200)).body).toEqual({
      status: 'active',
      planType: 'enterprise',
      currentPeriodEnd: periodEnd(),
      cancelAtPeriodEnd: false,
    });
  });

  it("lets the editor add pages past the Free limit, under the workspace's plan rather than their own", async () => {
    for (let n = 0; n < 11; n++)
      await members.editor.agent
        .post('/api/content-items')
        .send({ title: `Team page ${n}`, url: `https://site-a.test/team-${n}` })
        .expect(201);
    expect((await members.viewer.agent.get('/api/plan-usage').expect(200)).body).toMatchObject({ planType: 'enterprise', used: 11, limit: null });
  }, 60_000);

  it.each(ROLES)('refuses the %s every billing action with 403, as billing is the owners’', async (role) => {
    const member = members[role];
    for (const refused of [
      member.agent.get('/api/invoices'),
      member.agent.post('/api/create-subscription').send({ priceId: 'price_pro_monthly' }),
      member.agent.post('/api/cancel-subscription'),
      member.agent.post('/api/billing-portal'),
    ])
      expect((await refused).status).toBe(403);
  });

  it("lets an owner who did not found the workspace manage the workspace's subscription, not a personal one", async () => {
    const customersBefore = stripe.customers.size;
    const invoices = (await coOwner.agent.get('/api/invoices').expect(200)).body;
    expect(invoices.length).toBeGreaterThan(0);
    expect((await founder.agent.get('/api/invoices').expect(200)).body).toEqual(invoices);

    await coOwner.agent.post('/api/billing-portal').expect(200);
    const portal = stripe.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1)!;
    const [workspaceCustomer] = [...stripe.customers.values()].filter((c) => c.metadata.userId === founder.user.id);
    expect(portal.body).toMatchObject({ customer: workspaceCustomer.id });

    const canceled = (await coOwner.agent.post('/api/cancel-subscription').expect(200)).body;
    expect(canceled).toMatchObject({ planType: 'enterprise', cancelAtPeriodEnd: true });
    expect(stripe.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(true);
    expect((await members.viewer.agent.get('/api/subscription-status').expect(200)).body).toMatchObject({ cancelAtPeriodEnd: true });
    await coOwner.agent.post('/api/resume-subscription').expect(200);
    expect(stripe.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(false);

    // Changing the plan changes the workspace's subscription: no second customer, no second subscription.
    const changed = (await coOwner.agent.post('/api/create-subscription').send({ priceId: 'price_pro_monthly' }).expect(200)).body;
    expect(changed).toEqual({ clientSecret: null, subscriptionId });
    expect(stripe.customers.size).toBe(customersBefore);
    expect((await members.editor.agent.get('/api/auth/user').expect(200)).body.planType).toBe('pro');
    await coOwner.agent.post('/api/create-subscription').send({ priceId: 'price_enterprise_monthly' }).expect(200);
  });

  it("keeps a member's own workspace on its own plan: switching there shows Free", async () => {
    const editor = members.editor;
    await editor.agent.post('/api/workspaces/current').send({ workspaceId: editor.user.workspaceId }).expect(200);
    expect((await editor.agent.get('/api/auth/user').expect(200)).body).toMatchObject({ workspaceRole: 'owner', planType: 'free' });
    expect((await editor.agent.get('/api/subscription-status').expect(200)).body).toMatchObject({ planType: 'free', status: 'inactive' });
    expect((await editor.agent.get('/api/plan-usage').expect(200)).body).toMatchObject({ limit: 10, memberLimit: 1, features: { team: false } });
    const refused = await editor.agent.post('/api/workspace/invitations').send({ email: 'friend@site-a.test', role: 'viewer' }).expect(403);
    expect(refused.body).toMatchObject({ code: 'TEAM_NOT_IN_PLAN', message: TEAM_PLAN_MESSAGE });
    await editor.agent.post('/api/workspaces/current').send({ workspaceId: founder.user.workspaceId }).expect(200);
    expect((await editor.agent.get('/api/auth/user').expect(200)).body.planType).toBe('enterprise');
  });
});

/** Billing off: the administrator's workspace is unlimited in pages, members and features, without a subscription. */
describe("the administrator's workspace without a subscription", () => {
  const app = useTestApp();

  it('lets the administrator invite members, who get every feature and no limit there', async () => {
    const admin = await app.signUp();
    // Shown as Enterprise (the header's badge, the Billing page) though nobody bought it: it has everything.
    expect((await admin.agent.get('/api/plan-usage').expect(200)).body).toEqual({
      planType: 'enterprise',
      used: 0,
      limit: null,
      memberLimit: null,
      features: { wordpressPlugin: true, team: true },
    });
    const editor = await join(app, admin, 'editor');
    const viewer = await join(app, admin, 'viewer');
    for (const member of [editor, viewer]) {
      expect((await member.agent.get('/api/plan-usage').expect(200)).body).toMatchObject({ limit: null, memberLimit: null, features: { team: true } });
      expect((await member.agent.get('/api/subscription-status').expect(200)).body).toMatchObject({ planType: 'enterprise', status: 'inactive' });
      expect((await member.agent.get('/api/auth/user').expect(200)).body.planType).toBe('enterprise');
    }
    // The editor's own API key works in the administrator's workspace: the plugin is in every plan.
    await editor.agent.post('/api/api-keys').send({ name: 'Shop site' }).expect(201);
  }, 90_000);

  it('gives a Free account that is not the administrator the plugin and API keys, within its page limit', async () => {
    const free = await app.signUp();
    await free.agent.post('/api/api-keys').send({ name: 'Shop site' }).expect(201);
    await free.agent.get('/api/plugin/download').responseType('blob').expect(200);
    expect((await free.agent.get('/api/plan-usage').expect(200)).body).toEqual({
      planType: 'free',
      used: 0,
      limit: 10,
      memberLimit: 1,
      features: { wordpressPlugin: true, team: false },
    });
  });
});
