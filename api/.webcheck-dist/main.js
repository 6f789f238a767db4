"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
require("reflect-metadata");
const common_1 = require("@nestjs/common");
const app_1 = require("./app");
const config_1 = require("./config/config");
const embedded_postgres_1 = require("./database/embedded-postgres");
async function main() {
    const logger = new common_1.Logger('Freshwatch');
    let config;
    try {
        config = (0, config_1.loadConfig)();
    }
    catch (error) {
        if (error instanceof config_1.ConfigError) {
            console.error(error.message);
            process.exit(1);
        }
        throw error;
    }
    let embedded = null;
    const databaseUrl = config.databaseUrl ?? (embedded = await (0, embedded_postgres_1.startEmbeddedPostgres)(config.dataDir, (line) => logger.log(line))).url;
    if (embedded)
        logger.log(`Using the embedded PostgreSQL in ${config.dataDir}`);
    const running = await (0, app_1.createApp)(config, databaseUrl);
    if (!config.webDistDir)
        logger.warn('The web app is not built (web/dist is missing): serving the API only. Run `npm run build`.');
    await running.app.listen(config.port);
    logger.log(`Freshwatch is running on http://localhost:${config.port}`);
    let stopping = false;
    const stop = async (signal) => {
        if (stopping)
            return;
        stopping = true;
        logger.log(`${signal} received: stopping`);
        try {
            await running.close();
            await embedded?.stop();
        }
        finally {
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
//# sourceMappingURL=main.js.map