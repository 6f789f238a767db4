import { type SignedIn, useTestApp } from '../../../test/test-app';

const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });
/** The token at the end of an invitation link (`.../invite/<token>`). */
const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);

describe('API keys follow membership', () => {
  const app = useTestApp();

  it('lists the current workspace’s keys only, and revokes every key a removed member held in that workspace, with events', async () => {
    const admin = await app.signUp();
    const owner = await app.signUp();
    await admin.agent.put(`/api/admin/users/${owner.user.id}`).send({ planType: 'enterprise', subscriptionStatus: 'active' }).expect(200);
    const editor = await app.signUp();
    await invite(owner, editor);

    // Accepting switched the editor's session to the owner's workspace: two keys there, one in their own.
    const inTeam = [
      (await editor.agent.post('/api/api-keys').send({ name: 'Team site' }).expect(201)).body,
      (await editor.agent.post('/api/api-keys').send({ name: 'Team shop' }).expect(201)).body,
    ];
    await editor.agent.post('/api/workspaces/current').send({ workspaceId: editor.user.workspaceId }).expect(200);
    const own = (await editor.agent.post('/api/api-keys').send({ name: 'My blog' }).expect(201)).body;

    const listed = async () =>
      (await editor.agent.get('/api/api-keys').expect(200)).body.map((k: { name: string; revokedAt: string | null }) => [k.name, k.revokedAt]);
    expect(await listed()).toEqual([['My blog', null]]);
    await editor.agent.post('/api/workspaces/current').send({ workspaceId: owner.user.workspaceId }).expect(200);
    expect((await listed()).map(([name]: [string]) => name).sort()).toEqual(['Team shop', 'Team site']);
    for (const key of [...inTeam, own]) await app.anonymous().get('/api/content-items').set(bearer(key.key)).expect(200);

    await owner.agent.delete(`/api/workspace/members/${editor.user.id}`).expect(204);

    // The team keys stop at once (403: their member has no role there any more); the reaction then revokes them.
    for (const key of inTeam) expect([401, 403]).toContain((await app.anonymous().get('/api/content-items').set(bearer(key.key))).status);
    const revocations = async () =>
      (await app.running.dataSource.query(`SELECT stream_id, metadata FROM events WHERE type = 'ApiKeyRevoked' AND stream_id = ANY($1)`, [
        [...inTeam, own].map((k) => `api-key-${k.id}`),
      ])) as { stream_id: string; metadata: { actorId: string; workspaceId: string } }[];
    const deadline = Date.now() + 30_000;
    while ((await revocations()).length < inTeam.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const recorded = await revocations();
    expect(recorded.map((e) => e.stream_id).sort()).toEqual(inTeam.map((k) => `api-key-${k.id}`).sort());
    // Who removed the member is who revoked the keys.
    for (const event of recorded) expect(event.metadata).toMatchObject({ actorId: owner.user.id, workspaceId: owner.user.workspaceId });

    for (const key of inTeam) await app.anonymous().get('/api/content-items').set(bearer(key.key)).expect(401);
    // The key in their own workspace is untouched.
    await app.anonymous().get('/api/content-items').set(bearer(own.key)).expect(200);
    expect(await listed()).toEqual([['My blog', null]]);

    // Invited back, their old keys stay dead.
    await invite(owner, editor);
    for (const key of inTeam) await app.anonymous().get('/api/content-items').set(bearer(key.key)).expect(401);
    expect((await listed()).every(([, revokedAt]: [string, string | null]) => revokedAt !== null)).toBe(true);
  });
});

/** `member` joins the owner's workspace as an editor through an invitation (which switches their session there). */
async function invite(owner: SignedIn, member: SignedIn): Promise<void> {
  const { body } = await owner.agent.post('/api/workspace/invitations').send({ email: member.user.email, role: 'editor' }).expect(201);
  await member.agent.post(`/api/invitations/${tokenOf(body.link)}/accept`).expect(200);
}
