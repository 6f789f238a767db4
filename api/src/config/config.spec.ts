import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'freshwatch-config-'));

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_local',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
  STRIPE_WEBHOOK_SECRET: 'whsec_local',
  STRIPE_PRICE_PRO: 'price_1Pro',
  STRIPE_PRICE_ENTERPRISE: 'price_1Enterprise',
};

describe('configuration', () => {
  it('turns billing off without a Stripe secret key and on, with every value, with one', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).stripe).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir(), ...STRIPE, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripe).toEqual({
      secretKey: 'sk_test_local',
      publishableKey: 'pk_test_local',
      webhookSecret: 'whsec_local',
      prices: { price_pro_monthly: 'price_1Pro', price_enterprise_monthly: 'price_1Enterprise' },
      apiBase: 'http://127.0.0.1:12111',
    });
  });

  it('has defaults for everything: port 3000, ./data, embedded database', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
    expect(config.sessionSecret).toMatch(/^[0-9a-f]{64}$/);
  });

  it('cuts off slow clients after 30 s and limits invitations to 20 an hour unless told otherwise', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.http).toEqual({ headersTimeoutMs: 30_000, requestTimeoutMs: 30_000 });
    expect(config.invitationLimitPerHour).toBe(20);
    const set = loadConfig({ DATA_DIR: dataDir(), HEADERS_TIMEOUT_SECONDS: '10', REQUEST_TIMEOUT_SECONDS: '120', INVITATION_LIMIT_PER_HOUR: '5' });
    expect(set.http).toEqual({ headersTimeoutMs: 10_000, requestTimeoutMs: 120_000 });
    expect(set.invitationLimitPerHour).toBe(5);
  });

  it('keeps private addresses refused and AI off unless the environment says otherwise', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.fetchAllowPrivate).toBe(false);
    expect(config.maxPageBytes).toBe(10 * 1024 * 1024);
    expect(loadConfig({ DATA_DIR: dataDir(), MAX_PAGE_BYTES: '2048' }).maxPageBytes).toBe(2048);
    expect(config.openai).toEqual({ apiKey: null, baseUrl: null });
    expect(config.jobs).toEqual({ expireSeconds: null, maintenanceIntervalSeconds: 60, scheduledChecks: true, shutdownSeconds: 10 });
    const opened = loadConfig({ DATA_DIR: dataDir(), FETCH_ALLOW_PRIVATE: 'true', OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' });
    expect(opened.fetchAllowPrivate).toBe(true);
    expect(opened.openai).toEqual({ apiKey: 'sk-test', baseUrl: 'http://127.0.0.1:11434/v1' });
  });

  it('runs everything in one process unless FRESHWATCH_ROLE splits it', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ role: 'all', workerHealthPort: null });
    expect(loadConfig({ DATA_DIR: dataDir(), FRESHWATCH_ROLE: 'web' }).role).toBe('web');
    expect(loadConfig({ DATA_DIR: dataDir(), FRESHWATCH_ROLE: 'worker', WORKER_HEALTH_PORT: '9464' })).toMatchObject({
      role: 'worker',
      workerHealthPort: 9464,
    });
  });

  it('generates a session secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(first);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ EVENTSTORE_URL: 'postgres://localhost/db' }, 'EVENTSTORE_URL'],
    [{ EVENTSTORE_URL: '127.0.0.1:2113' }, 'EVENTSTORE_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ ENCRYPTION_KEY: 'too-short' }, 'ENCRYPTION_KEY'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ READ_YOUR_WRITES_TIMEOUT_MS: '-5' }, 'READ_YOUR_WRITES_TIMEOUT_MS'],
    [{ FETCH_ALLOW_PRIVATE: 'yes' }, 'FETCH_ALLOW_PRIVATE'],
    [{ MAX_PAGE_BYTES: '10MB' }, 'MAX_PAGE_BYTES'],
    [{ MAX_PAGE_BYTES: '100' }, 'MAX_PAGE_BYTES'],
    [{ OPENAI_BASE_URL: 'ftp://models.example' }, 'OPENAI_BASE_URL'],
    [{ JOB_EXPIRE_SECONDS: '0' }, 'JOB_EXPIRE_SECONDS'],
    [{ JOB_MAINTENANCE_INTERVAL_SECONDS: 'often' }, 'JOB_MAINTENANCE_INTERVAL_SECONDS'],
    [{ SCHEDULED_CHECKS: 'sometimes' }, 'SCHEDULED_CHECKS'],
    [{ FRESHWATCH_ROLE: 'scheduler' }, 'FRESHWATCH_ROLE'],
    [{ WORKER_HEALTH_PORT: '0' }, 'WORKER_HEALTH_PORT'],
    [{ JOB_SHUTDOWN_SECONDS: 'soon' }, 'JOB_SHUTDOWN_SECONDS'],
    [{ STRIPE_API_BASE: 'ftp://stripe.local' }, 'STRIPE_API_BASE'],
    [{ ...STRIPE, STRIPE_SECRET_KEY: 'not-a-key' }, 'STRIPE_SECRET_KEY'],
    [{ ...STRIPE, STRIPE_PUBLISHABLE_KEY: '' }, 'STRIPE_PUBLISHABLE_KEY'],
    [{ ...STRIPE, STRIPE_WEBHOOK_SECRET: 'secret' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ ...STRIPE, STRIPE_PRICE_PRO: undefined }, 'STRIPE_PRICE_PRO'],
    [{ ...STRIPE, STRIPE_PRICE_ENTERPRISE: 'enterprise' }, 'STRIPE_PRICE_ENTERPRISE'],
    [{ INVITATION_LIMIT_PER_HOUR: '0' }, 'INVITATION_LIMIT_PER_HOUR'],
    [{ HEADERS_TIMEOUT_SECONDS: '30s' }, 'HEADERS_TIMEOUT_SECONDS'],
    [{ REQUEST_TIMEOUT_SECONDS: '0' }, 'REQUEST_TIMEOUT_SECONDS'],
    [{ HEADERS_TIMEOUT_SECONDS: '60', REQUEST_TIMEOUT_SECONDS: '30' }, 'HEADERS_TIMEOUT_SECONDS'],
  ])('refuses %j with a message naming the variable', (env, variable) => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: dataDir(), ...env });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
  });

  it('keeps the events in PostgreSQL unless EVENTSTORE_URL names a KurrentDB', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).eventStoreUrl).toBeNull();
    for (const url of ['kurrentdb://127.0.0.1:2113?tls=false', 'esdb://127.0.0.1:2113?tls=false', 'esdb+discover://a.local:2113,b.local:2113']) {
      expect(loadConfig({ DATA_DIR: dataDir(), EVENTSTORE_URL: url }).eventStoreUrl).toBe(url);
    }
  });

  it('does not echo the password of a bad EVENTSTORE_URL', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), EVENTSTORE_URL: 'http://admin:changeit@127.0.0.1:2113' })).toThrow(/EVENTSTORE_URL.*\*\*\*@/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), EVENTSTORE_URL: 'http://admin:changeit@127.0.0.1:2113' })).not.toThrow(/changeit/);
  });
});
