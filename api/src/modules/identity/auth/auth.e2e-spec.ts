import { uniqueEmail, useTestApp } from '../../../../test/test-app';

describe('sign-in over HTTP', () => {
  const app = useTestApp();

  it('makes the first user an admin and later users members, each in a workspace of their own', async () => {
    const first = await app.signUp();
    const second = await app.signUp();
    expect(first.user.role).toBe('admin');
    expect(second.user.role).toBe('member');
    expect(first.user.workspaceId).not.toBe(second.user.workspaceId);
  });

  it('signs up with a session cookie that is HTTP-only and SameSite=Lax, and returns no secret', async () => {
    const email = uniqueEmail();
    const response = await app.anonymous().post('/api/auth/signup').send({ email, password: 'long-enough-pw', firstName: 'Ada', lastName: 'Lovelace' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace', planType: 'free' });
    expect(JSON.stringify(response.body)).not.toMatch(/password|hash/i);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/freshwatch\.sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('answers 409 for a taken email, whatever its case', async () => {
    const email = uniqueEmail();
    await app.anonymous().post('/api/auth/signup').send({ email, password: 'long-enough-pw' }).expect(201);
    const again = await app.anonymous().post('/api/auth/signup').send({ email: email.toUpperCase(), password: 'long-enough-pw' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An account with this email already exists.');
  });

  it.each([
    [{ email: 'not-an-email', password: 'long-enough-pw' }, 'email'],
    [{ password: 'long-enough-pw' }, 'email'],
    [{ email: 'a@site-a.test', password: 'short' }, 'password'],
    [{ email: 'a@site-a.test' }, 'password'],
    [{ email: 'a@site-a.test', password: 'long-enough-pw', role: 'admin' }, 'role'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const response = await app.anonymous().post('/api/auth/signup').send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(field);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await app.anonymous().post('/api/auth/signup').set('Content-Type', 'application/json').send('{"email":');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The request body is not valid JSON.');
  });

  it('signs in with the right password, and not with a wrong one or an unknown email', async () => {
    const email = uniqueEmail();
    await app.anonymous().post('/api/auth/signup').send({ email, password: 'the-right-password' }).expect(201);

    const agent = app.anonymous();
    const ok = await agent.post('/api/auth/signin').send({ email, password: 'the-right-password' });
    expect(ok.status).toBe(200);
    expect(ok.body.email).toBe(email);
    expect((await agent.get('/api/auth/user')).body.email).toBe(email);

    for (const body of [
      { email, password: 'the-wrong-password' },
      { email: uniqueEmail('nobody'), password: 'the-right-password' },
    ]) {
      const refused = await app.anonymous().post('/api/auth/signin').send(body);
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' });
    }
  });

  it('rate-limits sign-in attempts for one email', async () => {
    const email = uniqueEmail('target');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push(
        (
          await app
            .anonymous()
            .post('/api/auth/signin')
            .send({ email, password: 'guess-number-' + i })
        ).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another account from the same address is not locked out.
    expect((await app.anonymous().post('/api/auth/signin').send({ email: uniqueEmail(), password: 'whatever-pw' })).status).toBe(401);
  });

  it('answers 401 for the current user when signed out', async () => {
    const response = await app.anonymous().get('/api/auth/user');
    expect(response.status).toBe(401);
  });

  it('answers the session probe with 200 either way: null signed out, the user signed in, null again after logout', async () => {
    expect((await app.anonymous().get('/api/auth/session').expect(200)).body).toEqual({ user: null });
    const { agent, user } = await app.signUp();
    expect((await agent.get('/api/auth/session').expect(200)).body).toEqual({ user: (await agent.get('/api/auth/user')).body });
    expect(user.id).toBeDefined();
    await agent.get('/api/logout');
    expect((await agent.get('/api/auth/session').expect(200)).body).toEqual({ user: null });
  });

  it('redirects /api/login to the sign-in page and /api/logout home, ending the session', async () => {
    const login = await app.anonymous().get('/api/login');
    expect(login.status).toBe(302);
    expect(login.headers.location).toBe('/signin');

    const { agent } = await app.signUp();
    await agent.get('/api/auth/user').expect(200);
    const logout = await agent.get('/api/logout');
    expect(logout.status).toBe(302);
    expect(logout.headers.location).toBe('/');
    await agent.get('/api/auth/user').expect(401);
  });

  it('keeps credentials out of the event log', async () => {
    const password = 'a-very-secret-password';
    await app.anonymous().post('/api/auth/signup').send({ email: uniqueEmail(), password }).expect(201);
    const [{ leaked }] = await app.running.dataSource.query(
      `SELECT count(*)::int AS leaked FROM events WHERE data::text ILIKE '%password%' OR data::text LIKE $1`,
      [`%${password}%`],
    );
    expect(leaked).toBe(0);
    const [{ hash }] = await app.running.dataSource.query('SELECT password_hash AS hash FROM user_credentials ORDER BY created_at DESC LIMIT 1');
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toContain(password);
  });
});
