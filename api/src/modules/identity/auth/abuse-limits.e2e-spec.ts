import { uniqueEmail, useTestApp } from '../../../../test/test-app';
import { PASSWORD_TOO_COMMON } from './password-policy';

const PASSWORD = 'correct-horse-battery';
/** With TRUST_PROXY=loopback the client address is the one X-Forwarded-For names: many addresses from one test. */
const from = (address: string) => ({ 'X-Forwarded-For': address });

describe('abuse limits with their defaults', () => {
  // The anonymous-write limit is lifted here so that the sign-in limits are what answers; it has its own app below.
  const app = useTestApp({ env: { TRUST_PROXY: 'loopback', SIGN_IN_LIMIT_PER_ADDRESS: '', ANONYMOUS_WRITE_LIMIT: '1000000' } });

  it('throttles guesses at one account across many addresses, but not its owner on a browser that signed in before', async () => {
    const email = uniqueEmail('target');
    await app.anonymous().post('/api/auth/signup').send({ email, password: PASSWORD }).expect(201);
    const owner = app.anonymous();
    await owner.post('/api/auth/signin').set(from('198.51.100.7')).send({ email, password: PASSWORD }).expect(200);

    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await app
            .anonymous()
            .post('/api/auth/signin')
            .set(from(`203.0.113.${i + 1}`))
            .send({ email, password: `guess-${i}-xyzzy` })
        ).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const limited = await app.anonymous().post('/api/auth/signin').set(from('203.0.113.99')).send({ email, password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // The owner's browser carries the known-device cookie from its earlier sign-in: the attack does not lock it out.
    await owner.post('/api/auth/signin').set(from('198.51.100.7')).send({ email, password: PASSWORD }).expect(200);
  });

  it('throttles one address trying many accounts (password spraying)', async () => {
    // At once: each attempt costs a password hash, and the limit is counted before it.
    const spray = () =>
      app
        .anonymous()
        .post('/api/auth/signin')
        .set(from('192.0.2.50'))
        .send({ email: uniqueEmail('sprayed'), password: 'Spring2026-xyzzy' });
    const statuses = (await Promise.all(Array.from({ length: 31 }, spray))).map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(30).fill(401), 429]);
    // Another address is not affected.
    expect((await app.anonymous().post('/api/auth/signin').set(from('192.0.2.51')).send({ email: uniqueEmail(), password: 'whatever-xyzzy' })).status).toBe(
      401,
    );
  }, 60_000);

  it('refuses short and common passwords with a clear message', async () => {
    const short = await app.anonymous().post('/api/auth/signup').send({ email: uniqueEmail(), password: 'tr0ub4dor' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('password must be at least 10 characters long');
    for (const password of ['password123', 'qwertyuiop', 'Football2024!']) {
      const common = await app.anonymous().post('/api/auth/signup').send({ email: uniqueEmail(), password });
      expect({ password, status: common.status, message: common.body.message }).toEqual({ password, status: 400, message: PASSWORD_TOO_COMMON });
    }
  });
});

describe('the limit on writes while signed out', () => {
  const app = useTestApp({ env: { TRUST_PROXY: 'loopback', ANONYMOUS_WRITE_LIMIT: '5' } });

  it('rate-limits sign-ups per address, not signed-in people or other addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await app
            .anonymous()
            .post('/api/auth/signup')
            .set(from('198.51.100.20'))
            .send({ email: uniqueEmail('bulk'), password: PASSWORD })
        ).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    await app.anonymous().post('/api/auth/signup').set(from('198.51.100.21')).send({ email: uniqueEmail(), password: PASSWORD }).expect(201);
    // Signed in (here from 127.0.0.1), writes from the limited address are not counted.
    const { agent } = await app.signUp();
    for (let i = 0; i < 6; i++)
      await agent
        .post('/api/tasks')
        .set(from('198.51.100.20'))
        .send({ title: `Task ${i}` })
        .expect(201);
  });
});
