import { SETTING_DEFAULTS, SETTING_KEYS } from '@freshwatch/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { useTestApp } from '../../../test/test-app';
import { GetWorkspaceSettingsQuery, type WorkspaceSettings } from './queries/get-workspace-settings/get-workspace-settings.query';

const AI_KEY = 'sk-test-0123456789abcdefWXYZ';

/** A valid, non-default value for every key. */
const CHANGED: Record<string, string> = {
  openai_api_key: AI_KEY,
  openai_base_url: 'http://localhost:11434/v1',
  api_model: 'gpt-4',
  request_timeout: '60',
  freshness_threshold: '90',
  analysis_schedule: JSON.stringify({ type: 'daily', time: '07:30' }),
  timezone: 'Europe/Berlin',
  email_notifications: 'false',
  auto_update_metadata: 'true',
  batch_size: '10',
  cache_duration: '48',
  enable_caching: 'false',
};

const asMap = (list: { key: string; value: string }[]) => Object.fromEntries(list.map((s) => [s.key, s.value]));

describe('settings over HTTP', () => {
  const app = useTestApp();
  /** What the analysis reads: the workspace's settings, typed, with the AI key decrypted. */
  const workspaceSettings = (workspaceId: string): Promise<WorkspaceSettings> =>
    app.running.app.get(QueryBus).execute(new GetWorkspaceSettingsQuery(workspaceId));

  it('answers every known key with its default before anything is saved', async () => {
    const { agent } = await app.signUp();
    const { body } = await agent.get('/api/settings').expect(200);
    expect(body.map((s: { key: string }) => s.key)).toEqual([...SETTING_KEYS]);
    expect(asMap(body)).toEqual(SETTING_DEFAULTS);
  });

  it('saves every setting, keeps it across reloads, and resets to the defaults', async () => {
    const { agent } = await app.signUp();
    for (const key of SETTING_KEYS) {
      const response = await agent.post('/api/settings').send({ key, value: CHANGED[key] });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ key, value: key === 'openai_api_key' ? '••••WXYZ' : CHANGED[key] });
    }
    const reloaded = asMap((await agent.get('/api/settings').expect(200)).body);
    expect(reloaded).toEqual({ ...CHANGED, openai_api_key: '••••WXYZ' });

    const reset = await agent.post('/api/settings/reset').expect(200);
    expect(asMap(reset.body)).toEqual(SETTING_DEFAULTS);
    expect(asMap((await agent.get('/api/settings')).body)).toEqual(SETTING_DEFAULTS);
    const [{ n }] = await app.running.dataSource.query(`SELECT count(*)::int AS n FROM workspace_secrets`);
    expect(n).toBe(0);
  });

  it('saves several settings sent at the same time, none lost to a conflict', async () => {
    const { agent } = await app.signUp();
    const keys = SETTING_KEYS.filter((key) => key !== 'openai_api_key');
    for (let round = 0; round < 3; round++) {
      const responses = await Promise.all(keys.map((key) => agent.post('/api/settings').send({ key, value: CHANGED[key] })));
      expect(responses.map((r) => r.status)).toEqual(keys.map(() => 201));
    }
    const saved = asMap((await agent.get('/api/settings').expect(200)).body);
    for (const key of keys) expect(saved[key]).toEqual(CHANGED[key]);
  });

  it('keeps settings per workspace', async () => {
    const a = await app.signUp();
    const b = await app.signUp();
    await a.agent.post('/api/settings').send({ key: 'batch_size', value: '7' }).expect(201);
    expect(asMap((await b.agent.get('/api/settings')).body).batch_size).toBe(SETTING_DEFAULTS.batch_size);
  });

  it('accepts numbers, booleans and a schedule object as their text', async () => {
    const { agent } = await app.signUp();
    expect((await agent.post('/api/settings').send({ key: 'batch_size', value: 12 })).body).toEqual({ key: 'batch_size', value: '12' });
    expect((await agent.post('/api/settings').send({ key: 'enable_caching', value: false })).body.value).toBe('false');
    const schedule = { type: 'monthly', scheduleType: 'day_of_month', dayOfMonth: 3, time: '10:00' };
    expect(JSON.parse((await agent.post('/api/settings').send({ key: 'analysis_schedule', value: schedule })).body.value)).toEqual(schedule);
    expect((await agent.post('/api/settings').send({ key: 'api_model', value: 'llama3.1:8b' })).body.value).toBe('llama3.1:8b');
  });

  it.each([
    [{ key: 'colour', value: 'blue' }, 'key'],
    [{ value: '10' }, 'key'],
    [{ key: 'batch_size' }, 'value'],
    [{ key: 'request_timeout', value: '4' }, 'request_timeout must be a whole number of seconds from 5 to 300'],
    [{ key: 'request_timeout', value: '301' }, 'request_timeout'],
    [{ key: 'freshness_threshold', value: '0' }, 'freshness_threshold must be a whole number of days'],
    [{ key: 'batch_size', value: '51' }, 'batch_size must be a whole number of items from 1 to 50'],
    [{ key: 'batch_size', value: '2.5' }, 'batch_size'],
    [{ key: 'cache_duration', value: '-1' }, 'cache_duration must be a whole number of hours from 0 to 720'],
    [{ key: 'email_notifications', value: 'yes' }, "email_notifications must be 'true' or 'false'"],
    [{ key: 'auto_update_metadata', value: '1' }, 'auto_update_metadata'],
    [{ key: 'enable_caching', value: '' }, 'enable_caching'],
    [{ key: 'api_model', value: 'gpt 4 with spaces' }, 'api_model must be one of gpt-3.5-turbo, gpt-4, gpt-4o'],
    [{ key: 'analysis_schedule', value: 'every day' }, 'analysis_schedule must be a schedule written as JSON'],
    [{ key: 'analysis_schedule', value: '{"type":"daily","time":"25:00"}' }, 'analysis_schedule.time'],
    [{ key: 'openai_base_url', value: 'ftp://site-a.test' }, 'openai_base_url must be empty or an http or https address'],
    [{ key: 'openai_api_key', value: 'short' }, 'openai_api_key'],
    [{ key: 'batch_size', value: '5', extra: 1 }, 'extra'],
  ])('answers 400 naming the key or field for %j', async (body, text) => {
    const { agent } = await app.signUp();
    const response = await agent.post('/api/settings').send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(text);
  });

  it('never returns the AI key in full, never records it in an event, and stores it encrypted', async () => {
    const { agent, user } = await app.signUp();
    await agent.post('/api/settings').send({ key: 'openai_api_key', value: AI_KEY }).expect(201);
    expect(JSON.stringify((await agent.get('/api/settings')).body)).not.toContain(AI_KEY.slice(0, 12));

    const db = app.running.dataSource;
    const [{ leaked }] = await db.query(`SELECT count(*)::int AS leaked FROM events WHERE data::text LIKE $1 OR metadata::text LIKE $1`, [
      `%${AI_KEY.slice(0, 12)}%`,
    ]);
    expect(leaked).toBe(0);
    const [event] = await db.query(`SELECT data FROM events WHERE stream_id = $1 ORDER BY version DESC LIMIT 1`, [`settings-${user.workspaceId}`]);
    expect(event.data).toEqual({ key: 'openai_api_key', changed: true, last4: 'WXYZ' });

    const [secret] = await db.query(`SELECT ciphertext FROM workspace_secrets WHERE workspace_id = $1`, [user.workspaceId]);
    expect(secret.ciphertext).not.toContain(AI_KEY);
    expect(secret.ciphertext).toMatch(/^v1\./);
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM settings WHERE value LIKE $1`, [`%${AI_KEY.slice(0, 12)}%`]);
    expect(n).toBe(0);

    // The analysis reads the key decrypted, with every other setting typed.
    const settings = await workspaceSettings(user.workspaceId);
    expect(settings).toMatchObject({ aiApiKey: AI_KEY, aiBaseUrl: null, batchSize: 5, enableCaching: true, analysisSchedule: { type: 'weekly' } });
  });

  it('keeps the saved AI key when the masked value is sent back, and removes it with an empty value', async () => {
    const { agent, user } = await app.signUp();
    await agent.post('/api/settings').send({ key: 'openai_api_key', value: AI_KEY }).expect(201);
    const count = async () =>
      (await app.running.dataSource.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1`, [`settings-${user.workspaceId}`]))[0].n;
    const before = await count();
    expect((await agent.post('/api/settings').send({ key: 'openai_api_key', value: '••••WXYZ' })).body.value).toBe('••••WXYZ');
    await agent.post('/api/settings').send({ key: 'openai_api_key', value: AI_KEY }).expect(201);
    expect(await count()).toBe(before);
    expect((await workspaceSettings(user.workspaceId)).aiApiKey).toBe(AI_KEY);

    expect((await agent.post('/api/settings').send({ key: 'openai_api_key', value: '' })).body.value).toBe('');
    expect((await workspaceSettings(user.workspaceId)).aiApiKey).toBeNull();
  });

  it('counts this month’s usage (zero before any analysis)', async () => {
    const { agent } = await app.signUp();
    const { body } = await agent.get('/api/usage').expect(200);
    expect(body).toEqual({ month: new Date().toISOString().slice(0, 7), analysesRun: 0, aiCalls: 0, tokens: 0, estimatedCostUsd: 0 });
  });

  it('answers 401 when signed out', async () => {
    await app.anonymous().get('/api/settings').expect(401);
    await app.anonymous().post('/api/settings').send({ key: 'batch_size', value: '5' }).expect(401);
    await app.anonymous().post('/api/settings/reset').expect(401);
    await app.anonymous().get('/api/usage').expect(401);
  });
});
