import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config/config';
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

  const running = await createApp(config, databaseUrl);
  if (!config.webDistDir) logger.warn('The web app is not built (web/dist is missing): serving the API only. Run `npm run build`.');
  await running.app.listen(config.port);
  logger.log(`Freshwatch is running on http://localhost:${config.port}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received: stopping`);
    try {
      await running.close();
      await embedded?.stop();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
