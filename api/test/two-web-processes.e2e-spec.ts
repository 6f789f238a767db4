import { freePort } from '../src/database/embedded-postgres';
import { type ServerProcess, useBuiltServers } from './built-servers';

/**
 * Two web processes on one database, as behind a load balancer: what one process counts or writes, the other
 * sees. Runs the built server (`npm run build -w api` first).
 */
interface Web extends ServerProcess {
  port: number;
}

/** Each test makes dozens of requests that hash a password or append events: on a busy machine that takes a while. */
const SLOW = 180_000;

describe('two web processes on one database', () => {
  const built = useBuiltServers('freshwatch-two-web-');
  const webs: Web[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const env: Record<string, string> = { ...(process.env as Record<string, string>) };
      for (const variable of ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'PORT', 'SIGN_IN_LIMIT_PER_ADDRESS']) delete env[variable];
      Object.assign(env, {
        DATABASE_URL: built.databaseUrl,
        DATA_DIR: built.dataDir,
        FRESHWATCH_ROLE: 'web',
        PORT: String(port),
        SESSION_SECRET: 'two-web-test-session-secret-0123456789',
        WEB_DIST_DIR: '/nonexistent-web-dist',
        LOG_LEVEL: 'warn',
        // Every client here is 127.0.0.1 unless it names another address, which loopback proxies may.
        TRUST_PROXY: 'loopback',
        ANONYMOUS_WRITE_LIMIT: '6',
      });
      webs.push({ ...built.spawn(env), port });
    }
    // One after the other: the first migrates the new database, the second finds it done.
    for (const web of webs) await healthy(web);
  }, 120_000);

  async function healthy(web: Web): Promise<void> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (web.process.exitCode !== null) throw new Error(`a web process exited: ${web.output()}`);
      if (
        await fetch(`http://127.0.0.1:${web.port}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      if (Date.now() > deadline) throw new Error(`a web process did not start: ${web.output()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  const post = (web: Web, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${web.port}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it(
    'hold one sign-in limit per account between them: the eleventh guess is refused whichever process gets it',
    async () => {
      const email = 'target-of-guesses@site-a.test';
      const statuses: number[] = [];
      // Ten guesses from ten addresses (so no per-address or signed-out limit answers), five on each process.
      for (let i = 0; i < 10; i++)
        statuses.push((await post(webs[i % 2], '/auth/signin', { email, password: `guess-${i}-xyzzy` }, { 'X-Forwarded-For': `203.0.113.${i + 1}` })).status);
      expect(statuses).toEqual(Array(10).fill(401));
      for (const web of webs) {
        const refused = await post(web, '/auth/signin', { email, password: 'another-guess-xyzzy' }, { 'X-Forwarded-For': '203.0.113.50' });
        expect(refused.status).toBe(429);
        expect((await refused.json()).message).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/);
      }
    },
    SLOW,
  );

  it(
    'hold one limit on writes while signed out per address between them',
    async () => {
      const address = { 'X-Forwarded-For': '198.51.100.30' };
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++)
        statuses.push((await post(webs[i % 2], '/auth/signup', { email: `bulk-${i}@site-a.test`, password: 'correct-horse-battery' }, address)).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 429, 429]);
    },
    SLOW,
  );

  it(
    'serve 50 concurrent edits of one item split between them: each applied once, none refused',
    async () => {
      const signUp = await post(webs[0], '/auth/signup', { email: 'editor-of-both@site-a.test', password: 'correct-horse-battery' });
      expect(signUp.status).toBe(201);
      // Sessions live in PostgreSQL: the same cookie works on either process.
      const cookie = signUp.headers.get('set-cookie')!.split(';')[0];
      const created = await post(webs[1], '/content-items', { title: 'Home', url: 'https://site-a.test/' }, { cookie });
      expect(created.status).toBe(201);
      const { id } = await created.json();
      const statuses = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          fetch(`http://127.0.0.1:${webs[i % 2].port}/api/content-items/${id}`, {
            method: 'PATCH',
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify({ title: `Title ${i}` }),
          }).then((r) => r.status),
        ),
      );
      expect(statuses).toEqual(Array(50).fill(200));
      const { rows } = await built.db.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND type = 'ContentItemEdited'`, [`content-${id}`]);
      expect(rows[0].n).toBe(50);
    },
    SLOW,
  );
});
