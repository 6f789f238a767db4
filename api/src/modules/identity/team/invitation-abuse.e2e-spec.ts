import { SignedIn, useTestApp } from '../../../../test/test-app';
import { tokenOf } from '../../../../test/team';

/**
 * Invitations cannot be used to send mail at will: one pending invitation per address and workspace (inviting
 * again replaces it), a pending one can be revoked, and a workspace sends at most INVITATION_LIMIT_PER_HOUR (20 by
 * default) per hour.
 */
describe('invitations: one per address, revocable, limited', () => {
  const app = useTestApp();
  let admin: SignedIn;
  let owner: SignedIn;

  beforeAll(async () => {
    admin = await app.signUp(); // the instance administrator: its own workspace has no member limit
    owner = await app.signUp();
    await admin.agent.put(`/api/admin/users/${owner.user.id}`).send({ planType: 'enterprise', subscriptionStatus: 'active' }).expect(200);
  });

  const invite = (who: SignedIn, email: string, role = 'viewer') => who.agent.post('/api/workspace/invitations').send({ email, role });
  const pending = async (who: SignedIn) =>
    (await who.agent.get('/api/workspace/invitations').expect(200)).body as { id: string; email: string; role: string }[];
  const revocations = async (invitationId: string) =>
    (await app.running.dataSource.query(`SELECT data FROM events WHERE type = 'InvitationRevoked' AND data->>'invitationId' = $1`, [invitationId])).map(
      (r: { data: unknown }) => r.data,
    );

  it('replaces the pending invitation of an address invited again: one waits, the old link stops working', async () => {
    const first = (await invite(owner, 'twice@site-a.test', 'viewer').expect(201)).body;
    const second = (await invite(owner, 'TWICE@site-a.test', 'editor').expect(201)).body;
    expect(second.id).not.toBe(first.id);
    expect((await pending(owner)).filter((i) => i.email.toLowerCase() === 'twice@site-a.test')).toEqual([
      expect.objectContaining({ id: second.id, role: 'editor' }),
    ]);
    await app
      .anonymous()
      .get(`/api/invitations/${tokenOf(first.link)}`)
      .expect(404);
    await app
      .anonymous()
      .get(`/api/invitations/${tokenOf(second.link)}`)
      .expect(200);
    const invited = await app.signUp({ email: 'twice@site-a.test' });
    await invited.agent.post(`/api/invitations/${tokenOf(first.link)}/accept`).expect(404);
    expect(await revocations(first.id)).toEqual([
      { workspaceId: owner.user.workspaceId, invitationId: first.id, revokedBy: owner.user.id, reason: 'replaced' },
    ]);
  });

  it('revokes a pending invitation for its owner only: the link stops working, and it is gone from the list', async () => {
    const { body } = await invite(owner, 'revoked@site-a.test').expect(201);
    // Another workspace's owner and a bad id find nothing; a member who cannot manage members is refused.
    await admin.agent.delete(`/api/workspace/invitations/${body.id}`).expect(404);
    await owner.agent.delete('/api/workspace/invitations/not-an-id').expect(404);
    const editor = await app.signUp();
    const joining = (await invite(owner, editor.user.email, 'editor').expect(201)).body;
    await editor.agent.post(`/api/invitations/${tokenOf(joining.link)}/accept`).expect(200);
    await editor.agent.delete(`/api/workspace/invitations/${body.id}`).expect(403);
    // Used already: nothing to revoke.
    await owner.agent.delete(`/api/workspace/invitations/${joining.id}`).expect(404);

    await owner.agent.delete(`/api/workspace/invitations/${body.id}`).expect(204);
    expect((await pending(owner)).map((i) => i.id)).not.toContain(body.id);
    await app
      .anonymous()
      .get(`/api/invitations/${tokenOf(body.link)}`)
      .expect(404);
    const invited = await app.signUp({ email: 'revoked@site-a.test' });
    await invited.agent.post(`/api/invitations/${tokenOf(body.link)}/accept`).expect(404);
    await owner.agent.delete(`/api/workspace/invitations/${body.id}`).expect(404);
    expect(await revocations(body.id)).toEqual([{ workspaceId: owner.user.workspaceId, invitationId: body.id, revokedBy: owner.user.id, reason: 'revoked' }]);
  });

  it('answers 429 once a workspace has sent 20 invitations in the hour, with how long to wait; other workspaces go on', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await invite(admin, `batch-${i}@site-a.test`)).status);
    expect(statuses).toEqual(Array(20).fill(201));
    const before = (await pending(admin)).length;
    const refused = await invite(admin, 'one-more@site-a.test');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(
      /^Too many invitations from this workspace\. Please wait \d+ minutes? and try again, or resend one that is waiting\.$/,
    );
    expect((await pending(admin)).length).toBe(before);
    await invite(owner, 'elsewhere@site-a.test').expect(201);
  });
});
