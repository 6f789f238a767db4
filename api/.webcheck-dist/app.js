"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.createApp = createApp;
const common_1 = require("@nestjs/common");
const core_1 = require("@nestjs/core");
const swagger_1 = require("@nestjs/swagger");
const connect_pg_simple_1 = __importDefault(require("connect-pg-simple"));
const express_1 = __importDefault(require("express"));
const express_session_1 = __importDefault(require("express-session"));
const node_path_1 = require("node:path");
const pg_1 = require("pg");
const app_module_1 = require("./app.module");
const data_source_1 = require("./database/data-source");
const postgres_event_store_1 = require("./shared/event-store/postgres-event-store");
const job_queue_1 = require("./shared/jobs/job-queue");
const json_body_error_1 = require("./shared/http/json-body-error");
const validation_pipe_1 = require("./shared/http/validation.pipe");
const all_projections_1 = require("./shared/projections/all-projections");
const projection_runner_1 = require("./shared/projections/projection-runner");
const LOG_LEVELS = {
    error: ['fatal', 'error'],
    warn: ['fatal', 'error', 'warn'],
    log: ['fatal', 'error', 'warn', 'log'],
    debug: ['fatal', 'error', 'warn', 'log', 'debug'],
};
/**
 * Builds the whole service on a database URL: schema migrations, event store, projections, the Nest app with
 * sessions, validation and the built web app. Used by `main.ts` and by the API tests alike.
 */
async function createApp(config, databaseUrl) {
    const dataSource = await (0, data_source_1.openDatabase)(databaseUrl);
    const pool = new pg_1.Pool({ connectionString: databaseUrl, max: 20 });
    // An idle connection dropped by the server (a restart, or Ctrl-C reaching the embedded database first) is
    // replaced on next use; without a listener it would crash the process.
    pool.on('error', (error) => new common_1.Logger('Database').warn(`An idle database connection closed: ${error.message}`));
    const eventStore = new postgres_event_store_1.PostgresEventStore(pool, databaseUrl);
    const runner = new projection_runner_1.ProjectionRunner(dataSource, eventStore, (0, all_projections_1.allProjections)());
    await runner.start();
    // Background jobs (analyses, comparisons) on the same database; the modules register their workers.
    const jobs = await (0, job_queue_1.startJobQueue)(databaseUrl, config);
    const app = await core_1.NestFactory.create(app_module_1.AppModule.forRoot({ config, dataSource, eventStore, runner, jobs }), {
        bodyParser: false,
        logger: LOG_LEVELS[config.logLevel],
    });
    app.setGlobalPrefix('api');
    // Weak ETags hash every body: 20 ms for a 6 MB content list, for a 304 the web app never asks for.
    app.getHttpAdapter().getInstance().set('etag', false);
    app.useGlobalPipes((0, validation_pipe_1.createValidationPipe)());
    app.use(express_1.default.json({ limit: '2mb' }), json_body_error_1.jsonBodyErrorHandler);
    const PgStore = (0, connect_pg_simple_1.default)(express_session_1.default);
    app.use((0, express_session_1.default)({
        name: 'freshwatch.sid',
        secret: config.sessionSecret,
        store: new PgStore({ pool, tableName: 'sessions', createTableIfMissing: false, pruneSessionInterval: 15 * 60 }),
        resave: false,
        saveUninitialized: false,
        rolling: true,
        cookie: { httpOnly: true, sameSite: 'lax', maxAge: 30 * 24 * 3600 * 1000, path: '/' },
    }));
    const openApi = swagger_1.SwaggerModule.createDocument(app, new swagger_1.DocumentBuilder().setTitle('Freshwatch API').setVersion('1').build());
    swagger_1.SwaggerModule.setup('api/docs', app, openApi);
    if (config.webDistDir)
        serveWebApp(app, config.webDistDir);
    await app.init();
    return {
        app,
        dataSource,
        close: async () => {
            await app.close();
            // After the HTTP server and reactions stopped, before the database goes: running jobs may finish.
            await (0, job_queue_1.stopJobQueue)(jobs);
            await runner.stop();
            await eventStore.close();
            await pool.end();
            await dataSource.destroy();
        },
    };
}
/** Every path outside /api gets the single-page web app; its router decides what to show. */
function serveWebApp(app, distDir) {
    const index = (0, node_path_1.join)(distDir, 'index.html');
    app.use(express_1.default.static(distDir, { index: false, maxAge: '1h' }));
    app.use((request, response, next) => {
        if (request.method !== 'GET' || request.path === '/api' || request.path.startsWith('/api/'))
            return next();
        response.setHeader('Cache-Control', 'no-cache');
        response.sendFile(index);
    });
}
//# sourceMappingURL=app.js.map