"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.uniqueEmail = uniqueEmail;
exports.startTestApp = startTestApp;
const node_fs_1 = require("node:fs");
const node_os_1 = require("node:os");
const node_path_1 = require("node:path");
const supertest_1 = __importDefault(require("supertest"));
const app_1 = require("../src/app");
const config_1 = require("../src/config/config");
const database_1 = require("./database");
let counter = 0;
function uniqueEmail(prefix = 'user') {
    return `${prefix}-${process.pid}-${Date.now()}-${counter++}@example.com`;
}
/** The whole API, as `npm start` builds it, on a fresh database; HTTP through supertest. */
async function startTestApp(options = {}) {
    const databaseUrl = options.databaseUrl ?? (await (0, database_1.createTestDatabase)());
    const config = (0, config_1.loadConfig)({
        DATA_DIR: (0, node_fs_1.mkdtempSync)((0, node_path_1.join)((0, node_os_1.tmpdir)(), 'freshwatch-app-')),
        SESSION_SECRET: 'test-session-secret-0123456789abcdef',
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
    const running = await (0, app_1.createApp)(config, databaseUrl);
    const server = running.app.getHttpServer();
    let stopped = false;
    const stop = async () => {
        if (stopped)
            return;
        stopped = true;
        await running.close();
    };
    return {
        running,
        databaseUrl,
        anonymous: () => supertest_1.default.agent(server),
        async signUp(overrides = {}) {
            const agent = supertest_1.default.agent(server);
            const body = { email: uniqueEmail(), password: 'correct-horse-battery', firstName: 'Test', lastName: 'User', ...overrides };
            const response = await agent.post('/api/auth/signup').send(body);
            if (response.status !== 201)
                throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
            return { agent, user: response.body };
        },
        stop,
        async close() {
            await stop();
            await (0, database_1.dropTestDatabase)(databaseUrl);
        },
    };
}
//# sourceMappingURL=test-app.js.map