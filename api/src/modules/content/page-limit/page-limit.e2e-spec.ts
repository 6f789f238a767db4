import { SignedIn, useTestApp } from '../../../../test/test-app';

const FREE_REFUSAL = 'Your Free plan allows up to 10 pages. Upgrade your plan on the Subscribe page (/subscribe) to add more.';

/** Plan page limits on the server: Free 10, Pro 100, Enterprise none; the administrator is never limited. */
describe('page limits', () => {
  let admin: SignedIn;

  const app = useTestApp();
  beforeAll(async () => {
    admin = await app.signUp(); // the first account: the instance administrator
  });

  const page = (n: number) => ({ title: `Page ${n}`, url: `https://site-a.test/page-${n}` });
  const createMany = async (who: SignedIn, count: number, from = 0) => {
    for (let n = from; n < from + count; n++) await who.agent.post('/api/content-items').send(page(n)).expect(201);
  };
  const assignPlan = (user: SignedIn, planType: string, subscriptionStatus = 'active') =>
    admin.agent.put(`/api/admin/users/${user.user.id}`).send({ planType, subscriptionStatus }).expect(200);

  it("refuses a Free account's 11th item with 403 and a message naming the plan, the limit and how to upgrade", async () => {
    const member = await app.signUp();
    await createMany(member, 10);
    expect((await member.agent.get('/api/plan-usage').expect(200)).body).toMatchObject({ planType: 'free', used: 10, limit: 10 });
    const refused = await member.agent.post('/api/content-items').send(page(10));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'PLAN_LIMIT_REACHED', message: FREE_REFUSAL });
    expect((await member.agent.get('/api/content-items').expect(200)).body).toHaveLength(10);
  });

  it('lets only as many of many concurrent creates through as the limit has room for', async () => {
    const member = await app.signUp();
    await createMany(member, 4);
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        member.agent
          .post('/api/content-items')
          .send(page(100 + i))
          .then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(6);
    expect(statuses.filter((s) => s === 403)).toHaveLength(6);
    expect((await member.agent.get('/api/content-items').expect(200)).body).toHaveLength(10);
  });

  it('reports the pages of an import past the limit as over_limit, one by one, and creates the rest', async () => {
    const member = await app.signUp();
    await createMany(member, 8);
    const urls = [
      'https://site-a.test/page-1',
      'https://site-a.test/a',
      'not a url',
      'https://site-a.test/b',
      'https://site-a.test/c',
      'https://site-a.test/d',
    ];
    const { body } = await member.agent.post('/api/content-items/import').send({ urls }).expect(200);
    expect(body.results.map((r: { status: string }) => r.status)).toEqual(['duplicate', 'created', 'invalid', 'created', 'over_limit', 'over_limit']);
    expect(body.results[4]).toEqual({ url: 'https://site-a.test/c', status: 'over_limit', message: FREE_REFUSAL });
    expect(body).toMatchObject({ created: 2, overLimit: 2 });
  });

  it('raises the limit with the plan, and on a downgrade keeps every item but refuses new ones', async () => {
    const member = await app.signUp();
    await createMany(member, 10);
    await assignPlan(member, 'pro');
    expect((await member.agent.get('/api/plan-usage').expect(200)).body).toMatchObject({ planType: 'pro', used: 10, limit: 100 });
    await createMany(member, 2, 10);

    await assignPlan(member, 'pro', 'canceled');
    expect((await member.agent.get('/api/plan-usage').expect(200)).body).toMatchObject({ planType: 'free', used: 12, limit: 10 });
    const items: { id: string }[] = (await member.agent.get('/api/content-items').expect(200)).body;
    expect(items).toHaveLength(12);
    await member.agent.patch(`/api/content-items/${items[0].id}`).send({ title: 'Still editable' }).expect(200);
    await member.agent.post('/api/content-items').send(page(50)).expect(403);

    await assignPlan(member, 'enterprise');
    expect((await member.agent.get('/api/plan-usage').expect(200)).body).toMatchObject({ planType: 'enterprise', used: 12, limit: null });
    await member.agent.post('/api/content-items').send(page(50)).expect(201);
  });

  it('never limits the instance administrator', async () => {
    await createMany(admin, 11);
    expect((await admin.agent.get('/api/plan-usage').expect(200)).body).toMatchObject({ planType: 'enterprise', used: 11, limit: null });
  });
});
