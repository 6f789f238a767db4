import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';

/** Everything the service reads from its environment, validated once at boot. */
export interface AppConfig {
  /**
   * FRESHWATCH_ROLE: what this process runs. `all` (default): everything in one process. `web`: HTTP and the
   * projections (read models). `worker`: analysis jobs, the scheduler and reactions, with no HTTP port. Any number
   * of each can share one database (README, Topology).
   */
  role: ProcessRole;
  /** WORKER_HEALTH_PORT: where a `worker` answers GET /health for a supervisor; null opens no port. */
  workerHealthPort: number | null;
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  /**
   * EVENTSTORE_URL: a KurrentDB/EventStoreDB connection string (kurrentdb:// or esdb://, +discover for a
   * cluster); the events then live there and the read models stay in PostgreSQL. null: events in PostgreSQL.
   */
  eventStoreUrl: string | null;
  sessionSecret: string;
  /** ENCRYPTION_KEY: what secrets at rest (the AI provider key) are encrypted with; null derives it from the session secret. */
  encryptionKey: string | null;
  /** Folder of the built web app; null serves the API only. */
  webDistDir: string | null;
  /** PLUGIN_DIR: the WordPress plugin's folder (plugin/freshwatch), zipped at each download. */
  pluginDir: string;
  logLevel: 'error' | 'warn' | 'log' | 'debug';
  /** Longest a command's reply waits for the read models to catch up. */
  readYourWritesTimeoutMs: number;
  /**
   * MAX_PAGE_BYTES: the largest page body an analysis reads (default 10 MB, 10485760). A larger page is cut off
   * while it streams and recorded as a failed analysis ('The page is larger than 10 MB'): never buffered whole.
   */
  maxPageBytes: number;
  /** FETCH_ALLOW_PRIVATE: lets the page fetcher reach private and loopback addresses (tests, intranets). Off by default. */
  fetchAllowPrivate: boolean;
  /**
   * AI_PRIVATE_HOSTS: host names a workspace's AI base URL may point at although they resolve to private or
   * loopback addresses (a self-hosted model server). Empty: workspaces reach only public AI servers.
   */
  aiPrivateHosts: string[];
  /** TRUST_PROXY: Express's `trust proxy` (hops or addresses), so that the client address and https are read from X-Forwarded-*. */
  trustProxy: boolean | number | string;
  /** ANONYMOUS_WRITE_LIMIT: state-changing requests per client address per 10 minutes while signed out (sign-up, sign-in). */
  anonymousWriteLimit: number;
  /**
   * SIGN_IN_LIMIT_PER_ADDRESS: sign-in attempts per client address per 15 minutes, across accounts (password
   * spraying). Raise it when many people sign in from behind one address (an office's NAT).
   */
  signInLimitPerAddress: number;
  /**
   * INVITATION_LIMIT_PER_HOUR: invitations a workspace may send per hour (default 20); each is an e-mail to an
   * address its owner chose, so the count is what keeps a workspace from being a way to send mail at will.
   */
  invitationLimitPerHour: number;
  /**
   * HEADERS_TIMEOUT_SECONDS and REQUEST_TIMEOUT_SECONDS (default 30 each): how long a client may take to send a
   * request's headers, and the whole request with its body; then the connection is closed (408). A handful of
   * clients sending a byte every few seconds cannot hold the server. The headers' limit may not exceed the request's.
   */
  http: { headersTimeoutMs: number; requestTimeoutMs: number };
  /** OPENAI_API_KEY and OPENAI_BASE_URL: the AI provider of every workspace that saved no key of its own in Settings. */
  openai: { apiKey: string | null; baseUrl: string | null };
  /**
   * STRIPE_*: payments. secretKey null turns billing off (plans are then assigned by an administrator); the other
   * values are required once it is set. apiBase (STRIPE_API_BASE) points the SDK at another server, such as the
   * loopback test server; null means Stripe.
   */
  stripe: StripeConfig | null;
  notifications: {
    /** SMTP_URL: where emails are sent (smtp:// or smtps://); null keeps them in the outbox until it is set. */
    smtpUrl: string | null;
    /** NOTIFICATION_FROM: the sender of notification emails. */
    from: string;
    /** PUBLIC_URL: the web app's address, for links in notifications (default http://localhost:PORT). */
    publicUrl: string;
    /**
     * NOTIFICATION_QUIET_SECONDS: how long a bulk run's alerts wait for more of the same run before they go out
     * as one message per channel (default 30).
     */
    quietSeconds: number;
  };
  jobs: {
    /**
     * JOB_EXPIRE_SECONDS: how long a started job may run before pg-boss hands it to another worker; this is how
     * jobs of a crashed process are resumed. null: derived from each workspace's request timeout.
     */
    expireSeconds: number | null;
    /** JOB_MAINTENANCE_INTERVAL_SECONDS: how often expired jobs are looked for (default 60). */
    maintenanceIntervalSeconds: number;
    /** SCHEDULED_CHECKS: whether this process looks for due scheduled checks every minute (default true). */
    scheduledChecks: boolean;
    /**
     * JOB_SHUTDOWN_SECONDS: on SIGTERM, how long running jobs may go on before they are handed back to the queue
     * for another worker (default 10).
     */
    shutdownSeconds: number;
  };
}

export const PROCESS_ROLES = ['all', 'web', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

/** Whether a process of this role serves HTTP and keeps the read models. */
export const servesWeb = (role: ProcessRole) => role !== 'worker';
/** Whether a process of this role works jobs, runs the scheduler and the reactions. */
export const runsWorkers = (role: ProcessRole) => role !== 'web';

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Stripe's price ids for the ids the web and API speak (price_pro_monthly, price_enterprise_monthly). */
  prices: { price_pro_monthly: string; price_enterprise_monthly: string };
  apiBase: string | null;
}

export class ConfigError extends Error {
  constructor(
    public readonly variable: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`);
  }
}

type Env = Record<string, string | undefined>;

function blankToNull(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? null : value.trim();
}

function parsePort(env: Env, name = 'PORT', fallback: number | null = 3000): number | null {
  const raw = blankToNull(env[name]);
  if (raw === null) return fallback;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
    throw new ConfigError(name, `must be a whole number between 1 and 65535 (got "${raw}").`);
  }
  return port;
}

function parseRole(env: Env): ProcessRole {
  const raw = blankToNull(env.FRESHWATCH_ROLE) ?? 'all';
  if (!(PROCESS_ROLES as readonly string[]).includes(raw)) {
    throw new ConfigError('FRESHWATCH_ROLE', `must be one of ${PROCESS_ROLES.join(', ')} (got "${raw}").`);
  }
  return raw as ProcessRole;
}

function parseUrl(env: Env, name: string, protocols: string[]): string | null {
  const raw = blankToNull(env[name]);
  if (raw === null) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be a URL (got "${raw}").`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${url.protocol}//...").`);
  }
  return raw;
}

function parseLogLevel(env: Env): AppConfig['logLevel'] {
  const raw = blankToNull(env.LOG_LEVEL) ?? 'log';
  const levels = ['error', 'warn', 'log', 'debug'] as const;
  if (!(levels as readonly string[]).includes(raw)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${levels.join(', ')} (got "${raw}").`);
  }
  return raw as AppConfig['logLevel'];
}

/**
 * A session secret given in the environment wins; otherwise one is generated on first start and kept in
 * DATA_DIR, so that sessions survive a restart.
 */
function resolveSessionSecret(env: Env, dataDir: string): string {
  const given = blankToNull(env.SESSION_SECRET);
  if (given !== null) {
    if (given.length < 16) throw new ConfigError('SESSION_SECRET', 'must be at least 16 characters long.');
    return given;
  }
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Separate from the session secret so that sessions can be rotated without making saved AI keys unreadable. */
function parseEncryptionKey(env: Env): string | null {
  const given = blankToNull(env.ENCRYPTION_KEY);
  if (given !== null && given.length < 16) throw new ConfigError('ENCRYPTION_KEY', 'must be at least 16 characters long.');
  return given;
}

function parseBoolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = blankToNull(env[name]);
  if (raw === null) return fallback;
  if (raw !== 'true' && raw !== 'false') throw new ConfigError(name, `must be 'true' or 'false' (got "${raw}").`);
  return raw === 'true';
}

function parseSeconds(env: Env, name: string, min: number, max: number): number | null {
  const raw = blankToNull(env[name]);
  if (raw === null) return null;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(name, `must be a whole number of seconds from ${min} to ${max} (got "${raw}").`);
  }
  return Number(raw);
}

/** Billing is on exactly when STRIPE_SECRET_KEY is set; then every value it needs must be there too. */
function parseStripe(env: Env): StripeConfig | null {
  const apiBase = parseUrl(env, 'STRIPE_API_BASE', ['http:', 'https:']);
  const secretKey = blankToNull(env.STRIPE_SECRET_KEY);
  if (secretKey === null) return null;
  if (!/^(sk|rk)_/.test(secretKey)) throw new ConfigError('STRIPE_SECRET_KEY', 'must be a Stripe secret key starting with sk_ or rk_.');
  const required = (name: string, prefix: string) => {
    const value = blankToNull(env[name]);
    if (value === null) throw new ConfigError(name, 'must be set when STRIPE_SECRET_KEY is set.');
    if (!value.startsWith(prefix)) throw new ConfigError(name, `must start with ${prefix} (got "${value.slice(0, 8)}...").`);
    return value;
  };
  return {
    secretKey,
    publishableKey: required('STRIPE_PUBLISHABLE_KEY', 'pk_'),
    webhookSecret: required('STRIPE_WEBHOOK_SECRET', 'whsec_'),
    prices: { price_pro_monthly: required('STRIPE_PRICE_PRO', 'price_'), price_enterprise_monthly: required('STRIPE_PRICE_ENTERPRISE', 'price_') },
    apiBase,
  };
}

function parseCount(env: Env, name: string, fallback: number): number {
  const raw = blankToNull(env[name]);
  if (raw === null) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new ConfigError(name, `must be a positive whole number (got "${raw}").`);
  return Number(raw);
}

function parseHttpTimeouts(env: Env): AppConfig['http'] {
  const headers = parseSeconds(env, 'HEADERS_TIMEOUT_SECONDS', 1, 3600) ?? 30;
  const request = parseSeconds(env, 'REQUEST_TIMEOUT_SECONDS', 1, 3600) ?? 30;
  if (headers > request) {
    throw new ConfigError(
      'HEADERS_TIMEOUT_SECONDS',
      `must not be longer than REQUEST_TIMEOUT_SECONDS (got ${headers} and ${request}): the headers are part of the request.`,
    );
  }
  return { headersTimeoutMs: headers * 1000, requestTimeoutMs: request * 1000 };
}

function parseMaxPageBytes(env: Env): number {
  const raw = blankToNull(env.MAX_PAGE_BYTES);
  if (raw === null) return 10 * 1024 * 1024;
  if (!/^\d+$/.test(raw) || Number(raw) < 1024 || Number(raw) > 100 * 1024 * 1024) {
    throw new ConfigError('MAX_PAGE_BYTES', `must be a whole number of bytes from 1024 to 104857600 (got "${raw}").`);
  }
  return Number(raw);
}

function parseHostList(env: Env, name: string): string[] {
  const raw = blankToNull(env[name]);
  if (raw === null) return [];
  const hosts = raw
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  const bad = hosts.find((host) => !/^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/.test(host));
  if (bad !== undefined) throw new ConfigError(name, `must be a comma-separated list of host names without scheme or port (got "${bad}").`);
  return hosts.map((host) => host.replace(/^\[|\]$/g, ''));
}

/** 'true'/'false', a number of proxy hops, or addresses/subnets as Express's `trust proxy` takes them. */
function parseTrustProxy(env: Env): boolean | number | string {
  const raw = blankToNull(env.TRUST_PROXY);
  if (raw === null || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (!/^[0-9a-fA-F:.,/ a-z]+$/.test(raw))
    throw new ConfigError('TRUST_PROXY', `must be true, false, a number of proxies, or addresses such as "loopback, 10.0.0.0/8" (got "${raw}").`);
  return raw;
}

/**
 * A KurrentDB connection string, which may name several hosts (`esdb+discover://a:2113,b:2113`), so it is
 * checked by its scheme rather than parsed as one URL; the client reports anything else wrong with it at start.
 */
function parseEventStoreUrl(env: Env): string | null {
  const raw = blankToNull(env.EVENTSTORE_URL);
  if (raw === null) return null;
  if (!/^(kurrentdb|kurrent|kdb|esdb)(\+discover)?:\/\/[^\s]+$/.test(raw)) {
    throw new ConfigError(
      'EVENTSTORE_URL',
      `must be a KurrentDB connection string starting with kurrentdb:// or esdb:// (got "${raw.replace(/\/\/[^@/]*@/, '//***@')}").`,
    );
  }
  return raw;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const dataDir = resolve(blankToNull(env.DATA_DIR) ?? './data');
  const webDist = blankToNull(env.WEB_DIST_DIR) ?? resolve(__dirname, '../../../web/dist');
  const pluginDir = resolve(blankToNull(env.PLUGIN_DIR) ?? resolve(__dirname, '../../../plugin/freshwatch'));
  const timeoutRaw = blankToNull(env.READ_YOUR_WRITES_TIMEOUT_MS) ?? '5000';
  if (!/^\d+$/.test(timeoutRaw) || Number(timeoutRaw) < 1) {
    throw new ConfigError('READ_YOUR_WRITES_TIMEOUT_MS', `must be a positive whole number of milliseconds (got "${timeoutRaw}").`);
  }
  return {
    role: parseRole(env),
    workerHealthPort: parsePort(env, 'WORKER_HEALTH_PORT', null),
    port: parsePort(env)!,
    dataDir,
    databaseUrl: parseUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    eventStoreUrl: parseEventStoreUrl(env),
    sessionSecret: resolveSessionSecret(env, dataDir),
    encryptionKey: parseEncryptionKey(env),
    webDistDir: existsSync(webDist) ? webDist : null,
    pluginDir,
    logLevel: parseLogLevel(env),
    readYourWritesTimeoutMs: Number(timeoutRaw),
    maxPageBytes: parseMaxPageBytes(env),
    fetchAllowPrivate: parseBoolean(env, 'FETCH_ALLOW_PRIVATE', false),
    aiPrivateHosts: parseHostList(env, 'AI_PRIVATE_HOSTS'),
    trustProxy: parseTrustProxy(env),
    anonymousWriteLimit: parseCount(env, 'ANONYMOUS_WRITE_LIMIT', 30),
    signInLimitPerAddress: parseCount(env, 'SIGN_IN_LIMIT_PER_ADDRESS', 30),
    invitationLimitPerHour: parseCount(env, 'INVITATION_LIMIT_PER_HOUR', 20),
    http: parseHttpTimeouts(env),
    openai: { apiKey: blankToNull(env.OPENAI_API_KEY), baseUrl: parseUrl(env, 'OPENAI_BASE_URL', ['http:', 'https:']) },
    stripe: parseStripe(env),
    notifications: {
      smtpUrl: parseUrl(env, 'SMTP_URL', ['smtp:', 'smtps:']),
      from: blankToNull(env.NOTIFICATION_FROM) ?? 'Freshwatch <freshwatch@localhost>',
      publicUrl: (parseUrl(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${parsePort(env)!}`).replace(/\/+$/, ''),
      quietSeconds: parseSeconds(env, 'NOTIFICATION_QUIET_SECONDS', 0, 3600) ?? 30,
    },
    jobs: {
      expireSeconds: parseSeconds(env, 'JOB_EXPIRE_SECONDS', 1, 3600),
      maintenanceIntervalSeconds: parseSeconds(env, 'JOB_MAINTENANCE_INTERVAL_SECONDS', 1, 3600) ?? 60,
      scheduledChecks: parseBoolean(env, 'SCHEDULED_CHECKS', true),
      shutdownSeconds: parseSeconds(env, 'JOB_SHUTDOWN_SECONDS', 1, 3600) ?? 10,
    },
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
