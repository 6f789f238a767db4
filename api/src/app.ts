import { MAX_IMPORT_URLS, MAX_URL_LENGTH } from '@freshwatch/contracts';
import { INestApplication, Logger, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import express from 'express';
import session from 'express-session';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { AppModule, FEATURE_MODULES } from './app.module';
import { AppConfig, runsWorkers, servesWeb } from './config/config';
import type { Clock } from './shared/domain/clock';
import { openDatabase } from './database/data-source';
import { createEventStore } from './shared/event-store/create-event-store';
import { checkEventStoreLocation } from './shared/event-store/event-store-location';
import { closeJobQueue, startJobQueue, stopWorking } from './shared/jobs/job-queue';
import { WorkerLeases } from './shared/jobs/worker-leases';
import { csrfProtection, hasSessionCookie, securityHeaders, SESSION_COOKIE } from './shared/http/browser-defences';
import { anonymousWriteLimit } from './shared/http/anonymous-write-limit';
import { RateLimits } from './shared/rate-limits/rate-limits';
import { createSessionStore } from './shared/http/session-store';
import { inputPolicy } from './shared/http/input-policy/input-policy';
import { createValidationPipe } from './shared/http/validation.pipe';
import { describeRequestBodies } from './shared/http/openapi';
import { moduleParts } from './shared/modules/module-parts';
import type { Projection } from './shared/projections/projection';
import { ProjectionRunner } from './shared/projections/projection-runner';

/** Stripe's webhook: its body stays raw bytes for the signature check, and no per-address count applies. */
const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

const LOG_LEVELS: Record<AppConfig['logLevel'], LogLevel[]> = {
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  log: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug'],
};

export interface RunningApp {
  app: INestApplication;
  dataSource: DataSource;
  /** Every read model's projection, as the feature modules declare them. */
  projections: readonly Projection[];
  /** The OpenAPI document of every route, as served at /api/docs (the fuzz test enumerates write routes from it). */
  openApi: OpenAPIObject;
  /** For a supervisor: the database answers and, in a process that works jobs, its job leases are held. */
  healthy(): Promise<boolean>;
  close(): Promise<void>;
}

export interface AppHooks {
  /**
   * A process that works jobs lost the database session that holds its job leases: other workers now hand its
   * running jobs back to the queue. main.ts exits (code 1) so that a supervisor restarts it; tests log it.
   */
  onWorkerLost?: (error: Error) => void;
  /** The time the domain sees; tests that replay days of commands set it, everything else gets the system's. */
  clock?: Clock;
}

/**
 * Builds the whole service on a database URL: schema migrations, event store, projections, the Nest app with
 * sessions, validation and the built web app. Used by `main.ts` and by the API tests alike.
 */
export async function createApp(config: AppConfig, databaseUrl: string, hooks: AppHooks = {}): Promise<RunningApp> {
  // The feature modules' read models and migrations are known before the database opens and before Nest starts.
  const { projections, entities, migrations } = moduleParts(FEATURE_MODULES);
  const dataSource = await openDatabase(databaseUrl, { entities, migrations });
  await checkEventStoreLocation(dataSource, config.eventStoreUrl).catch(async (error) => {
    await dataSource.destroy();
    throw error;
  });
  const pool = new Pool({ connectionString: databaseUrl, max: 20 });
  // An idle connection dropped by the server (a restart, or Ctrl-C reaching the embedded database first) is
  // replaced on next use; without a listener it would crash the process.
  pool.on('error', (error) => new Logger('Database').warn(`An idle database connection closed: ${error.message}`));
  const eventStore = createEventStore(config.eventStoreUrl, pool, databaseUrl);
  const runner = new ProjectionRunner(dataSource, eventStore, projections);
  // FRESHWATCH_ROLE: web processes keep the read models; workers run jobs, the scheduler and reactions.
  if (servesWeb(config.role)) await runner.start();
  // Background jobs (analyses, comparisons) on the same database; the modules declare their job handlers.
  const jobs = await startJobQueue(databaseUrl, config);
  const onWorkerLost = hooks.onWorkerLost ?? ((error: Error) => new Logger('Jobs').error(`The worker's database session was lost: ${error.message}`));
  const leases = runsWorkers(config.role) ? new WorkerLeases(pool, databaseUrl, jobs, onWorkerLost) : null;
  await leases?.start();

  const rateLimits = new RateLimits(pool);

  const app = await NestFactory.create(AppModule.forRoot({ config, dataSource, eventStore, runner, jobs, leases, rateLimits, clock: hooks.clock }), {
    bodyParser: false,
    logger: LOG_LEVELS[config.logLevel],
  });
  app.setGlobalPrefix('api');
  // Weak ETags hash every body: 20 ms for a 6 MB content list, for a 304 the web app never asks for.
  const server = app.getHttpAdapter().getInstance();
  server.set('etag', false);
  server.disable('x-powered-by');
  // Behind a reverse proxy (TRUST_PROXY), the client's address and https come from X-Forwarded-*: rate limits
  // count the real client, and the session cookie is Secure and HSTS sent when the client used https.
  server.set('trust proxy', config.trustProxy);
  // gzip or brotli for every reply worth it (the web app's scripts, the item lists): the first load and the lists
  // travel a fraction of their size. Progress streams are left alone: compression would hold their events back.
  app.use(
    compression({
      threshold: 1024,
      filter: (request, response) => !String(response.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(request, response),
    }),
  );
  app.use(...securityHeaders(), csrfProtection());
  app.useGlobalPipes(createValidationPipe());
  // An import carries up to 10,000 URLs of up to 2,048 characters (20.5 MB of JSON; a fifth more leaves room for
  // escapes and padding). Only that route takes more than 2 MB: elsewhere a body that large is a mistake.
  // Stripe signs the exact bytes it sends: its webhook gets them unparsed.
  app.use(
    ...inputPolicy({
      largeBodies: [{ path: '/api/content-items/import', limit: Math.ceil(MAX_IMPORT_URLS * MAX_URL_LENGTH * 1.2) }],
      rawBodies: [STRIPE_WEBHOOK_PATH],
    }),
  );

  app.use(
    session({
      name: SESSION_COOKIE,
      secret: config.sessionSecret,
      store: createSessionStore(pool),
      resave: false,
      saveUninitialized: false,
      rolling: true,
      // 'auto': Secure whenever the request came over https (directly, or per X-Forwarded-Proto with TRUST_PROXY).
      cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: 30 * 24 * 3600 * 1000, path: '/' },
    }),
  );

  // Stripe's deliveries are signed and come from a few addresses in bursts: the signature, not a count, guards them.
  app.use(anonymousWriteLimit(rateLimits, config.anonymousWriteLimit, [STRIPE_WEBHOOK_PATH]));

  const openApi = SwaggerModule.createDocument(app, new DocumentBuilder().setTitle('Freshwatch API').setVersion('1').build());
  describeRequestBodies(openApi);
  SwaggerModule.setup('api/docs', app, openApi);

  if (config.webDistDir) serveWebApp(app, config.webDistDir);

  await app.init();
  return {
    app,
    dataSource,
    projections,
    openApi,
    healthy: async () => {
      if (leases && !leases.alive) return false;
      try {
        await pool.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      // First no new jobs; running ones finish within JOB_SHUTDOWN_SECONDS or go back to the queue, while the
      // database, the commands and (in `all`) the projections they wait for are all still there.
      await stopWorking(jobs, config.jobs.shutdownSeconds * 1000);
      await app.close();
      await closeJobQueue(jobs);
      await leases?.stop();
      await runner.stop();
      await eventStore.close();
      await pool.end();
      await dataSource.destroy();
    },
  };
}

/** Vite names every built script, style and image under /assets by its content's hash: a new build is a new name. */
const HASHED_ASSETS = '/assets/';

/**
 * Every path outside /api gets the single-page web app; its router decides what to show. Hashed assets are cached
 * for a year (their names change when they do); index.html is revalidated on every load, so a deploy is seen at
 * once; the other files (robots.txt, favicon.ico) for an hour. A missing file (a path with an extension) is a
 * 404, not the app's HTML with 200.
 */
function serveWebApp(app: INestApplication, distDir: string): void {
  const index = join(distDir, 'index.html');
  // The landing page prerendered into index.html (web/scripts/prerender.mjs), for a visitor without a session at /:
  // it paints before the app's JavaScript arrives. Anyone with a session cookie gets the plain index.html, so a
  // signed-in user never sees the landing page flash before the dashboard (an expired cookie only costs the
  // visitor the prerendered paint). A build without it (a development build) serves index.html everywhere.
  const landing = existsSync(join(distDir, 'landing.html')) ? join(distDir, 'landing.html') : undefined;
  app.use(
    express.static(distDir, {
      index: false,
      setHeaders: (response, path) => {
        const hashed = path.startsWith(join(distDir, 'assets') + '/');
        response.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    }),
  );
  app.use((request: express.Request, response: express.Response, next: express.NextFunction) => {
    if (request.method !== 'GET' || request.path === '/api' || request.path.startsWith('/api/')) return next();
    if (request.path.startsWith(HASHED_ASSETS) || /\.[a-z0-9]+$/i.test(request.path)) {
      response.status(404).type('text/plain').send('Not found');
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    if (request.path === '/') {
      // The same URL answers two documents, so a cache must key them by the cookie too.
      response.setHeader('Vary', 'Cookie');
      if (landing && !hasSessionCookie(request)) {
        response.sendFile(landing);
        return;
      }
    }
    response.sendFile(index);
  });
}
