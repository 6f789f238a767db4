import type TestAgent from 'supertest/lib/agent';
import { SignedIn, uniqueEmail, useTestApp } from '../../../../test/test-app';

describe('users administration over HTTP', () => {
  let admin: SignedIn;
  const app = useTestApp();
  beforeAll(async () => {
    admin = await app.signUp({ firstName: 'Ada', lastName: 'Admin' }); // the first user administers the installation
  });

  it('lists every user to an administrator, oldest first, with every column of the Users screen', async () => {
    const member = await app.signUp({ firstName: 'Mia', lastName: 'Member' });
    const { body } = await admin.agent.get('/api/admin/users').expect(200);
    expect(body[0]).toMatchObject({ id: admin.user.id, role: 'admin' });
    const listed = body.find((u: { id: string }) => u.id === member.user.id);
    expect(listed).toEqual({
      id: member.user.id,
      email: member.user.email,
      firstName: 'Mia',
      lastName: 'Member',
      profileImageUrl: null,
      role: 'member',
      workspaceId: member.user.workspaceId,
      // The list is instance-wide: a role inside a workspace does not apply to it.
      workspaceRole: null,
      planType: 'free',
      subscriptionStatus: 'inactive',
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(JSON.stringify(body)).not.toMatch(/password|hash/i);
  });

  it("edits another user's plan and status; that user then sees the new plan", async () => {
    const member = await app.signUp();
    const before = (await member.agent.get('/api/auth/user')).body;
    const response = await admin.agent
      .put(`/api/admin/users/${member.user.id}`)
      .send({ email: member.user.email, firstName: 'Test', lastName: 'User', planType: 'pro', subscriptionStatus: 'active' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: member.user.id, planType: 'pro', subscriptionStatus: 'active', firstName: 'Test' });

    const after = (await member.agent.get('/api/auth/user').expect(200)).body;
    expect(after.planType).toBe('pro');
    expect(after.subscriptionStatus).toBe('active');
    expect(new Date(after.updatedAt).getTime()).toBeGreaterThan(new Date(before.updatedAt).getTime());

    // Only what changed is recorded: the names and email were sent unchanged.
    const events = await app.running.dataSource.query(`SELECT type, data, metadata FROM events WHERE stream_id = $1 ORDER BY version`, [
      `user-${member.user.id}`,
    ]);
    expect(events.map((e: { type: string }) => e.type)).toEqual(['UserRegistered', 'SubscriptionChanged']);
    expect(events[1].data).toEqual({ userId: member.user.id, planType: 'pro', subscriptionStatus: 'active' });
    expect(events[1].metadata).toMatchObject({ actorId: admin.user.id, workspaceId: member.user.workspaceId });
  });

  it('edits names and email; the user then signs in with the new email, not the old one', async () => {
    const password = 'correct-horse-battery';
    const member = await app.signUp({ password });
    const email = uniqueEmail('renamed');
    const { body } = await admin.agent
      .put(`/api/admin/users/${member.user.id}`)
      .send({ email: email.toUpperCase(), firstName: 'Grace', lastName: '' })
      .expect(200);
    expect(body).toMatchObject({ email, firstName: 'Grace', lastName: null, planType: 'free' });
    const [event] = await app.running.dataSource.query(`SELECT type, data FROM events WHERE stream_id = $1 AND version = 2`, [`user-${member.user.id}`]);
    expect(event).toEqual({ type: 'UserProfileUpdated', data: { userId: member.user.id, email, firstName: 'Grace', lastName: null } });

    await app.anonymous().post('/api/auth/signin').send({ email, password }).expect(200);
    await app.anonymous().post('/api/auth/signin').send({ email: member.user.email, password }).expect(401);
  });

  it('answers 409 for an email another account has, and changes nothing', async () => {
    const member = await app.signUp();
    const other = await app.signUp();
    const response = await admin.agent.put(`/api/admin/users/${member.user.id}`).send({ email: other.user.email.toUpperCase(), planType: 'enterprise' });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('An account with this email already exists.');
    const after = (await member.agent.get('/api/auth/user')).body;
    expect(after).toMatchObject({ email: member.user.email, planType: 'free' });
  });

  it('refuses an administrator editing their own record', async () => {
    const response = await admin.agent.put(`/api/admin/users/${admin.user.id}`).send({ planType: 'enterprise' });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('You cannot edit your own account here.');
    // The account's own record is unchanged (its workspace is shown as Enterprise anyway: the administrator's).
    const users = (await admin.agent.get('/api/admin/users').expect(200)).body as { id: string; planType: string }[];
    expect(users.find((u) => u.id === admin.user.id)?.planType).toBe('free');
  });

  it('answers 404 for an unknown user', async () => {
    await admin.agent.put('/api/admin/users/00000000-0000-4000-8000-000000000000').send({ planType: 'pro' }).expect(404);
    await admin.agent.put('/api/admin/users/not-a-uuid').send({ planType: 'pro' }).expect(404);
  });

  it('gives a member 403 on every /api/admin call, and a signed-out visitor 401', async () => {
    const member = await app.signUp();
    const other = await app.signUp();
    const calls = [
      (c: TestAgent) => c.get('/api/admin/users'),
      (c: TestAgent) => c.put(`/api/admin/users/${other.user.id}`).send({ planType: 'enterprise' }),
      (c: TestAgent) => c.put(`/api/admin/users/${member.user.id}`).send({ planType: 'enterprise' }),
    ];
    for (const call of calls) {
      const refused = await call(member.agent);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Only administrators can do this.');
      expect((await call(app.anonymous())).status).toBe(401);
    }
    expect((await other.agent.get('/api/auth/user')).body.planType).toBe('free');
  });

  it("refuses admin calls made with an administrator's API key", async () => {
    const { body: issued } = await admin.agent.post('/api/api-keys').send({}).expect(201);
    const refused = await app.anonymous().get('/api/admin/users').set('Authorization', `Bearer ${issued.key}`);
    expect(refused.status).toBe(403);
  });

  it.each([
    [{ email: 'not-an-email' }, 'email'],
    [{ planType: 'gold' }, 'planType'],
    [{ subscriptionStatus: 'paused' }, 'subscriptionStatus'],
    [{ firstName: 7 }, 'firstName'],
    [{ lastName: 'x'.repeat(101) }, 'lastName'],
    [{ role: 'admin' }, 'role'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const member = await app.signUp();
    const response = await admin.agent.put(`/api/admin/users/${member.user.id}`).send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(field);
  });
});
