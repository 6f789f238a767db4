import { createHmac } from 'node:crypto';
import { Client } from 'pg';
import { TEST_SESSION_SECRET, useTestApp } from '../../../test/test-app';
import { SESSION_COOKIE } from './browser-defences';

/** A session cookie as express-session signs it: `s:<id>.<HMAC-SHA256 of the id>`, URL-encoded. */
const signedCookie = (sid: string) =>
  `${SESSION_COOKIE}=${encodeURIComponent(`s:${sid}.${createHmac('sha256', TEST_SESSION_SECRET).update(sid).digest('base64').replace(/=+$/, '')}`)}`;

describe('sessions at rest', () => {
  const app = useTestApp();

  it('keeps no session id a cookie carries: what the table holds does not sign anyone in, even signed with the secret', async () => {
    const { agent } = await app.signUp();
    const signUp = await app
      .anonymous()
      .post('/api/auth/signin')
      .send({ email: (await agent.get('/api/auth/user').expect(200)).body.email, password: 'correct-horse-battery' });
    expect(signUp.status).toBe(200);
    const cookie = ([] as string[]).concat(signUp.headers['set-cookie']).find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    const sid = decodeURIComponent(cookie.split(';')[0].slice(SESSION_COOKIE.length + 1)).match(/^s:([^.]+)\./)![1];
    // The cookie works: it is the session's id.
    await app.anonymous().get('/api/auth/user').set('Cookie', signedCookie(sid)).expect(200);

    const db = new Client({ connectionString: app.databaseUrl });
    await db.connect();
    try {
      const stored: string[] = (await db.query('SELECT sid FROM sessions')).rows.map((r) => r.sid);
      expect(stored.length).toBeGreaterThanOrEqual(2);
      const table = JSON.stringify((await db.query('SELECT * FROM sessions')).rows);
      expect(table).not.toContain(sid);
      for (const read of stored) {
        const answer = await app.anonymous().get('/api/auth/session').set('Cookie', signedCookie(read)).expect(200);
        expect(answer.body).toEqual({ user: null });
      }
    } finally {
      await db.end();
    }
  });
});
