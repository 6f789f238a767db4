import type { Response } from 'supertest';
import { uniqueEmail, useTestApp } from '../../../test/test-app';
import { replayDatabase } from '../../replay';

/** The tables that hold what the event log must never hold; replay does not own them. */
const SECRET_TABLES = ['user_credentials', 'api_key_secrets', 'workspace_secrets'];
const PASSWORD = 'a-secret-pass-6204-lantern';
const AI_KEY = 'sk-secret-ai-key-0123456789-QRST';

describe('secrets stay out of events, logs and responses, and survive replay', () => {
  const logged: string[] = [];
  const restore: Array<() => void> = [];
  beforeAll(async () => {
    // Everything the process writes, at the most talkative log level (kept for the check, not printed).
    for (const stream of [process.stdout, process.stderr]) {
      const write = stream.write.bind(stream);
      stream.write = ((chunk: unknown, ...rest: unknown[]) => {
        logged.push(String(chunk));
        const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
        callback?.();
        return true;
      }) as typeof stream.write;
      restore.push(() => (stream.write = write));
    }
  });
  const app = useTestApp({ env: { LOG_LEVEL: 'debug' } });
  afterAll(async () => {
    restore.forEach((undo) => undo());
  });

  const dump = async () => {
    const tables: Record<string, unknown[]> = {};
    for (const table of SECRET_TABLES) tables[table] = await app.running.dataSource.query(`SELECT * FROM ${table} ORDER BY 1`);
    return tables;
  };

  it('keeps every secret out of events, log lines and responses; replay leaves the secret tables as they were', async () => {
    const responses: Response[] = [];
    const keep = (response: Response) => (responses.push(response), response);
    const email = uniqueEmail('secret');
    const agent = app.anonymous();
    keep(await agent.post('/api/auth/signup').send({ email, password: PASSWORD }).expect(201));
    keep(await app.anonymous().post('/api/auth/signin').send({ email, password: PASSWORD }).expect(200));
    keep(
      await app
        .anonymous()
        .post('/api/auth/signin')
        .send({ email, password: `${PASSWORD}-wrong` })
        .expect(401),
    );
    keep(await agent.post('/api/settings').send({ key: 'openai_api_key', value: AI_KEY }).expect(201));
    keep(await agent.get('/api/settings').expect(200));
    // The one reply that shows an API key is the one that issues it, once, to its owner.
    const issued = await agent.post('/api/api-keys').send({ name: 'Plugin' }).expect(201);
    const apiKey: string = issued.body.key;
    expect(apiKey.length).toBeGreaterThan(20);
    keep(await agent.get('/api/api-keys').expect(200));
    keep(await app.anonymous().get('/api/content-items').set('Authorization', `Bearer ${apiKey}`).expect(200));
    keep(await app.anonymous().get('/api/auth/user').set('Authorization', `Bearer ${apiKey}x`).expect(401));
    keep(await agent.get('/api/auth/user').expect(200));

    const [{ hash }] = await app.running.dataSource.query('SELECT password_hash AS hash FROM user_credentials WHERE email = $1', [email]);
    const secrets = { password: PASSWORD, aiKey: AI_KEY, apiKey, passwordHash: hash as string };

    const events: Array<{ data: string; metadata: string }> = await app.running.dataSource.query(
      'SELECT data::text AS data, metadata::text AS metadata FROM events',
    );
    expect(events.length).toBeGreaterThanOrEqual(3);
    const eventText = events.map((e) => e.data + e.metadata).join('\n');
    const responseText = responses.map((r) => JSON.stringify(r.headers) + r.text).join('\n');
    const logText = logged.join('');
    for (const [name, secret] of Object.entries(secrets)) {
      expect({ name, inEvents: eventText.includes(secret), inResponses: responseText.includes(secret), inLogs: logText.includes(secret) }).toEqual({
        name,
        inEvents: false,
        inResponses: false,
        inLogs: false,
      });
    }

    const before = await dump();
    expect(before.user_credentials.length).toBe(1);
    expect(before.api_key_secrets.length).toBe(1);
    expect(before.workspace_secrets.length).toBe(1);
    await replayDatabase(app.databaseUrl);
    expect(await dump()).toEqual(before);
    // And the secrets still work after the replay.
    await app.anonymous().post('/api/auth/signin').send({ email, password: PASSWORD }).expect(200);
    await app.anonymous().get('/api/content-items').set('Authorization', `Bearer ${apiKey}`).expect(200);
  });
});
