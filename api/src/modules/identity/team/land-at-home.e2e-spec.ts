import type TestAgent from 'supertest/lib/agent';
import { SignedIn, useTestApp } from '../../../../test/test-app';
import { tokenOf } from '../../../../test/team';

const PASSWORD = 'correct-horse-battery';

/**
 * Members land at home: a sign-in starts in the workspace the person last chose (kept on the server, so in any
 * browser), while they are still a member there, else in their own. Joining by an invitation is such a choice.
 */
describe('landing at home after sign-in', () => {
  const app = useTestApp();
  let owner: SignedIn;

  beforeAll(async () => {
    const admin = await app.signUp(); // the instance administrator: the owner below is an ordinary account on Enterprise
    owner = await app.signUp();
    await admin.agent.put(`/api/admin/users/${owner.user.id}`).send({ planType: 'enterprise', subscriptionStatus: 'active' }).expect(200);
  });

  async function signIn(agent: TestAgent, email: string) {
    await agent.get('/api/logout').expect(302);
    return (await agent.post('/api/auth/signin').send({ email, password: PASSWORD }).expect(200)).body;
  }

  const currentOf = async (agent: TestAgent) =>
    ((await agent.get('/api/workspaces').expect(200)).body as { workspaceId: string; current: boolean }[]).find((w) => w.current)?.workspaceId;

  async function invite(role: 'editor' | 'viewer' = 'editor'): Promise<SignedIn> {
    const member = await app.signUp({ password: PASSWORD });
    const { body } = await owner.agent.post('/api/workspace/invitations').send({ email: member.user.email, role }).expect(201);
    await member.agent.post(`/api/invitations/${tokenOf(body.link)}/accept`).expect(200);
    return member;
  }

  it("brings a member who joined by an invitation back to the team's workspace, in this browser and any other", async () => {
    const editor = await invite();
    const user = await signIn(editor.agent, editor.user.email);
    expect(user).toMatchObject({ id: editor.user.id, workspaceId: owner.user.workspaceId, workspaceRole: 'editor' });
    expect(await currentOf(editor.agent)).toBe(owner.user.workspaceId);
    expect((await editor.agent.get('/api/auth/session').expect(200)).body.user).toMatchObject({ workspaceId: owner.user.workspaceId, workspaceRole: 'editor' });
    // The team's items, not the empty personal workspace.
    const item = await owner.agent.post('/api/content-items').send({ title: 'Team page', url: 'https://site-a.test/team-page' }).expect(201);
    await editor.agent.get(`/api/content-items/${item.body.id}`).expect(200);
    expect((await editor.agent.get('/api/plan-usage').expect(200)).body).toMatchObject({ planType: 'enterprise', used: 1 });

    const elsewhere = app.anonymous();
    await elsewhere.post('/api/auth/signin').send({ email: editor.user.email, password: PASSWORD }).expect(200);
    expect(await currentOf(elsewhere)).toBe(owner.user.workspaceId);
  });

  it('brings a member who switched to their own workspace back there, and to the team once they switch back', async () => {
    const editor = await invite();
    await editor.agent.post('/api/workspaces/current').send({ workspaceId: editor.user.workspaceId }).expect(200);
    expect(await signIn(editor.agent, editor.user.email)).toMatchObject({ workspaceId: editor.user.workspaceId, workspaceRole: 'owner' });
    expect(await currentOf(editor.agent)).toBe(editor.user.workspaceId);
    expect((await editor.agent.get('/api/plan-usage').expect(200)).body).toMatchObject({ used: 0 });

    await editor.agent.post('/api/workspaces/current').send({ workspaceId: owner.user.workspaceId }).expect(200);
    expect(await signIn(editor.agent, editor.user.email)).toMatchObject({ workspaceId: owner.user.workspaceId, workspaceRole: 'editor' });
  });

  it('does not move a session that is already signed in when the person switches in another browser', async () => {
    const editor = await invite();
    await signIn(editor.agent, editor.user.email); // this session starts in the team, by the server's choice
    const elsewhere = app.anonymous();
    await elsewhere.post('/api/auth/signin').send({ email: editor.user.email, password: PASSWORD }).expect(200);
    await elsewhere.post('/api/workspaces/current').send({ workspaceId: editor.user.workspaceId }).expect(200);
    expect(await currentOf(editor.agent)).toBe(owner.user.workspaceId);
  });

  it('lands a member removed from the team in their own workspace', async () => {
    const viewer = await invite('viewer');
    await owner.agent.delete(`/api/workspace/members/${viewer.user.id}`).expect(204);
    expect(await signIn(viewer.agent, viewer.user.email)).toMatchObject({ workspaceId: viewer.user.workspaceId, workspaceRole: 'owner' });
    expect(await currentOf(viewer.agent)).toBe(viewer.user.workspaceId);
    expect((await viewer.agent.get('/api/plan-usage').expect(200)).body).toMatchObject({ used: 0 });
  });

  it('keeps the choice as an event on the person and does not record a switch that changes nothing', async () => {
    const editor = await invite();
    await editor.agent.post('/api/workspaces/current').send({ workspaceId: owner.user.workspaceId }).expect(200);
    await editor.agent.post('/api/workspaces/current').send({ workspaceId: editor.user.workspaceId }).expect(200);
    const events: { type: string; data: { workspaceId: string } }[] = await app.running.dataSource.query(
      `SELECT type, data FROM events WHERE stream_id = $1 AND type = 'LastWorkspaceChosen' ORDER BY version`,
      [`user-${editor.user.id}`],
    );
    expect(events.map((e) => e.data.workspaceId)).toEqual([owner.user.workspaceId, editor.user.workspaceId]);
  });
});
