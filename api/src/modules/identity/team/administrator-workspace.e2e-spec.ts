import { TEAM_PLAN_MESSAGE } from '@freshwatch/contracts';
import { SignedIn, useTestApp } from '../../../../test/test-app';
import { tokenOf } from '../../../../test/team';

/**
 * The instance administrator (the first account) is never limited by a plan: not in pages, not in members. The
 * workspace is the unit: a workspace the administrator owns is unlimited for every member, and nobody else's is.
 */
describe("the instance administrator's workspace", () => {
  let admin: SignedIn;
  const app = useTestApp();
  beforeAll(async () => {
    admin = await app.signUp(); // the first account; on Free, as billing is off and nobody assigned a plan
  });

  const invite = (owner: SignedIn, email: string, role = 'editor') => owner.agent.post('/api/workspace/invitations').send({ email, role });

  it('lets the administrator on Free invite a member, who joins and works there without a page limit', async () => {
    expect((await admin.agent.get('/api/plan-usage').expect(200)).body).toMatchObject({ planType: 'enterprise', used: 0, limit: null });
    const editor = await app.signUp();
    const { body } = await invite(admin, editor.user.email).expect(201);
    const joined = await editor.agent.post(`/api/invitations/${tokenOf(body.link)}/accept`).expect(200);
    expect(joined.body).toContainEqual(expect.objectContaining({ workspaceId: admin.user.workspaceId, role: 'editor', current: true }));
    const members = (await admin.agent.get('/api/workspace/members').expect(200)).body;
    expect(members.map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual(
      expect.arrayContaining([
        [admin.user.id, 'owner'],
        [editor.user.id, 'editor'],
      ]),
    );

    // A second member too: no member limit.
    const viewer = await app.signUp();
    const second = await invite(admin, viewer.user.email, 'viewer').expect(201);
    await viewer.agent.post(`/api/invitations/${tokenOf(second.body.link)}/accept`).expect(200);

    // Every member of the workspace gets its limits, not only the administrator.
    for (let n = 0; n < 11; n++) {
      await editor.agent
        .post('/api/content-items')
        .send({ title: `Page ${n}`, url: `https://site-a.test/admin-${n}` })
        .expect(201);
    }
    expect((await editor.agent.get('/api/plan-usage').expect(200)).body).toMatchObject({ planType: 'enterprise', used: 11, limit: null });
  });

  it('still refuses a Free account that is not the administrator with 403 TEAM_NOT_IN_PLAN', async () => {
    const free = await app.signUp();
    const refused = await invite(free, 'colleague@site-a.test').expect(403);
    expect(refused.body).toMatchObject({ code: 'TEAM_NOT_IN_PLAN', message: TEAM_PLAN_MESSAGE });
    expect((await free.agent.get('/api/plan-usage').expect(200)).body).toMatchObject({ planType: 'free', used: 0, limit: 10 });
  });

  it("refuses joining by an invitation given on Enterprise once the workspace's plan has no room for members", async () => {
    const owner = await app.signUp();
    await admin.agent.put(`/api/admin/users/${owner.user.id}`).send({ planType: 'enterprise', subscriptionStatus: 'active' }).expect(200);
    const late = await app.signUp();
    const { body } = await invite(owner, late.user.email).expect(201);
    await admin.agent.put(`/api/admin/users/${owner.user.id}`).send({ planType: 'enterprise', subscriptionStatus: 'canceled' }).expect(200);
    const refused = await late.agent.post(`/api/invitations/${tokenOf(body.link)}/accept`).expect(403);
    expect(refused.body).toMatchObject({ code: 'TEAM_NOT_IN_PLAN' });
  });
});
