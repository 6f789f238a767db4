import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createServer, Server } from 'node:http';
import { createApp, RunningApp } from './app';
import { ConfigError, loadConfig, servesWeb } from './config/config';
import { EmbeddedDatabase, startEmbeddedPostgres } from './database/embedded-postgres';

async function main(): Promise<void> {
  const logger = new Logger('Freshwatch');
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let embedded: EmbeddedDatabase | null = null;
  const databaseUrl = config.databaseUrl ?? (embedded = await startEmbeddedPostgres(config.dataDir, (line) => logger.log(line))).url;
  if (embedded) logger.log(`Using the embedded PostgreSQL in ${config.dataDir}`);

  let stopping = false;
  const running = await createApp(config, databaseUrl, {
    // Its jobs are being handed to other workers: stop and let the supervisor start a fresh process. Not while
    // stopping anyway, nor on the embedded database: Ctrl-C reaches it too, and it may close the session before
    // this process hears the signal (which then stops everything in order).
    onWorkerLost: (error) => {
      if (stopping || embedded) return;
      logger.error(`Lost the database session that holds this worker's jobs (${error.message}): exiting`);
      process.exit(1);
    },
  });
  let health: Server | null = null;
  if (servesWeb(config.role)) {
    if (!config.webDistDir) logger.warn('The web app is not built (web/dist is missing): serving the API only. Run `npm run build`.');
    await running.app.listen(config.port);
    logger.log(`Freshwatch (${config.role}) is running on http://localhost:${config.port}`);
  } else {
    if (config.workerHealthPort !== null) health = await serveWorkerHealth(running, config.workerHealthPort);
    logger.log(`Freshwatch worker is running${health ? `; health on http://localhost:${config.workerHealthPort}/health` : ''}`);
  }

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received: stopping`);
    try {
      health?.close();
      await running.close();
      await embedded?.stop();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/**
 * A worker has no HTTP API; a supervisor (Docker's healthcheck, Kubernetes' probe) watches this instead:
 * GET /health answers 200 while the database answers and the worker holds its job leases, 503 otherwise.
 */
function serveWorkerHealth(running: RunningApp, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/health') {
      response.writeHead(404).end();
      return;
    }
    void running.healthy().then((ok) => {
      response.writeHead(ok ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify({ status: ok ? 'ok' : 'error' }));
    });
  });
  return new Promise((resolve, reject) => server.once('error', reject).listen(port, () => resolve(server)));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
