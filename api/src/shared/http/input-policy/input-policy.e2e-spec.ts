import { SignedIn, useTestApp } from '../../../../test/test-app';
import { MAX_JSON_DEPTH } from './input-policy';

/** The inputs that used to answer 500, each now a 400 naming what is wrong, on every route alike. */
describe('the input policy over HTTP', () => {
  let admin: SignedIn;
  const app = useTestApp();
  beforeAll(async () => {
    // The first account is the administrator.
    admin = await app.signUp();
  });

  it('refuses a NUL or another control character in any text field, naming the field', async () => {
    const { agent } = await app.signUp();
    const nul = await agent.post('/api/tasks').send({ title: 'a\u0000b' });
    expect(nul.status).toBe(400);
    expect(nul.body.message).toBe('title contains a control character (U+0000) that is not allowed.');
    const escape = await agent.post('/api/content-items/import').send({ urls: ['http://127.0.0.1:9/a', 'http://127.0.0.1:9/\u001b'] });
    expect(escape.status).toBe(400);
    expect(escape.body.message).toMatch(/^urls\[1\] contains a control character \(U\+001B\)/);
    expect((await agent.get('/api/tasks').expect(200)).body).toEqual([]);
  });

  it('refuses a lone surrogate, also in the sign-in email when signed out', async () => {
    const signIn = await app
      .anonymous()
      .post('/api/auth/signin')
      .set('Content-Type', 'application/json')
      .send('{"email":"a\\ud800@site-a.test","password":"x"}');
    expect(signIn.status).toBe(400);
    expect(signIn.body.message).toBe('email contains invalid Unicode (an unpaired surrogate).');
    const { agent } = await app.signUp();
    const task = await agent.post('/api/tasks').set('Content-Type', 'application/json').send('{"title":"x\\udc00"}');
    expect(task.status).toBe(400);
    expect(task.body.message).toMatch(/^title contains invalid Unicode/);
  });

  it('refuses JSON nested thousands of levels deep before parsing it, on every JSON route', async () => {
    const deep = `{"title":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    for (const path of ['/api/auth/signin', '/api/auth/signup']) {
      const response = await app.anonymous().post(path).set('Content-Type', 'application/json').send(deep);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(`The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`);
    }
    // Brackets inside strings are text, not nesting.
    const { agent } = await app.signUp();
    await agent
      .post('/api/tasks')
      .send({ title: '[[[[{{{{'.repeat(20) })
      .expect(201);
  });

  it('refuses text in the query string by the same rules', async () => {
    const { agent } = await app.signUp();
    const response = await agent.get('/api/tasks?status=%00');
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^status contains a control character/);
  });

  it('keeps the size limit: 413 over 2 MB', async () => {
    const { agent } = await app.signUp();
    const response = await agent.post('/api/tasks').send({ title: 'x'.repeat(2 * 1024 * 1024 + 1) });
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('The request body is larger than 2 MB.');
  });

  it('answers 400, not 500, for null in a required column on the admin user update', async () => {
    const member = await app.signUp();
    for (const field of ['email', 'planType', 'subscriptionStatus']) {
      const response = await admin.agent.put(`/api/admin/users/${member.user.id}`).send({ [field]: null });
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(new RegExp(`^${field} `));
    }
  });
});
