import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createApp, RunningApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { Clock } from '../src/shared/domain/clock';
import { servePagesItLinksTo } from './analysis-fixtures';
import { createTestDatabase, dropTestDatabase } from './database';
import { FixtureSite, startFixtureSite } from './fixture-site';

export interface TestApp {
  running: RunningApp;
  databaseUrl: string;
  /** A client with no session. */
  anonymous(): TestAgent;
  /** Signs up a new user and returns a client that keeps the session cookie. */
  signUp(overrides?: { email?: string; password?: string; firstName?: string; lastName?: string; timezone?: string }): Promise<SignedIn>;
  /** Stops the app; the database stays so that a test can start another app on it. */
  stop(): Promise<void>;
  /** Stops the app and drops its database. */
  close(): Promise<void>;
}

export interface SignedIn {
  agent: TestAgent;
  user: { id: string; email: string; workspaceId: string; role: string };
}

/** A clock a test moves by hand, so that commands happen on the days it chooses (their events are dated by it). */
export class SettableClock extends Clock {
  constructor(private instant: Date) {
    super();
  }
  now(): Date {
    return new Date(this.instant.getTime());
  }
  set(instant: Date | string): void {
    this.instant = new Date(instant);
  }
}

/** The session secret of every test app: a test that signs a cookie itself, as an attacker who read it would, needs it. */
export const TEST_SESSION_SECRET = 'test-session-secret-0123456789abcdef';

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${process.pid}-${Date.now()}-${counter++}@site-a.test`;
}

export interface TestAppOptions {
  /** An existing database to start on (one a test stopped an app on); by default a fresh one, dropped on close. */
  databaseUrl?: string;
  /** Added to (or overriding) the test configuration. */
  env?: Record<string, string>;
  clock?: Clock;
}

/** The test app of a `describe` block, and what it was asked to start beside it. */
export interface UsedTestApp extends TestApp {
  /** The loopback fixture site, serving the pages its pages link to (with `{ fixtureSite: true }`). */
  readonly site: FixtureSite;
}

/**
 * The test app of a `describe` block: started in a `beforeAll` (registered here, so before the block's own) and
 * closed in an `afterAll`. The handle it returns stands for the app once started; `options` may be a function
 * when they depend on something an earlier `beforeAll` started, such as a receiver's address. With
 * `{ fixtureSite: true }` the fixture site starts before the app and closes after it.
 */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions) = {}, beside: { fixtureSite?: boolean } = {}): UsedTestApp {
  let started: TestApp | undefined;
  let site: FixtureSite | undefined;
  const app = (): TestApp => {
    if (!started) throw new Error('The test app starts in beforeAll: use it in a hook or a test.');
    return started;
  };
  beforeAll(async () => {
    if (beside.fixtureSite) {
      site = await startFixtureSite();
      servePagesItLinksTo(site);
    }
    started = await startTestApp(typeof options === 'function' ? options() : options);
  });
  afterAll(async () => {
    await started?.close();
    await site?.close();
  });
  return {
    get running() {
      return app().running;
    },
    get databaseUrl() {
      return app().databaseUrl;
    },
    get site() {
      if (!site) throw new Error('No fixture site: ask for one with useTestApp(options, { fixtureSite: true }).');
      return site;
    },
    anonymous: () => app().anonymous(),
    signUp: (overrides) => app().signUp(overrides),
    stop: () => app().stop(),
    close: () => app().close(),
  };
}

/** The whole API, as `npm start` builds it, on a fresh database; HTTP through supertest. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const databaseUrl = options.databaseUrl ?? (await createTestDatabase());
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'freshwatch-app-')),
    SESSION_SECRET: TEST_SESSION_SECRET,
    LOG_LEVEL: 'error',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    // The minute-by-minute scanner would analyse test items whose schedule falls due mid-test; tests that
    // exercise it turn it on.
    SCHEDULED_CHECKS: 'false',
    // Every test signs up and in from 127.0.0.1, far more often than a person; abuse-limits.e2e-spec.ts tests
    // the limits with their defaults.
    ANONYMOUS_WRITE_LIMIT: '1000000',
    SIGN_IN_LIMIT_PER_ADDRESS: '1000000',
    ...options.env,
  });
  const running = await createApp(config, databaseUrl, { clock: options.clock });
  const server = running.app.getHttpServer();
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await running.close();
  };
  return {
    running,
    databaseUrl,
    anonymous: () => request.agent(server),
    async signUp(overrides = {}) {
      const agent = request.agent(server);
      const body = { email: uniqueEmail(), password: 'correct-horse-battery', firstName: 'Test', lastName: 'User', ...overrides };
      const response = await agent.post('/api/auth/signup').send(body);
      if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
      return { agent, user: response.body };
    },
    stop,
    async close() {
      await stop();
      await dropTestDatabase(databaseUrl);
    },
  };
}
