"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.APP_CONFIG = exports.ConfigError = void 0;
exports.loadConfig = loadConfig;
const node_fs_1 = require("node:fs");
const node_crypto_1 = require("node:crypto");
const node_path_1 = require("node:path");
class ConfigError extends Error {
    constructor(variable, detail) {
        super(`Invalid configuration: ${variable} ${detail}`);
        this.variable = variable;
    }
}
exports.ConfigError = ConfigError;
function blankToNull(value) {
    return value === undefined || value.trim() === '' ? null : value.trim();
}
function parsePort(env) {
    const raw = blankToNull(env.PORT);
    if (raw === null)
        return 3000;
    const port = Number(raw);
    if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
        throw new ConfigError('PORT', `must be a whole number between 1 and 65535 (got "${raw}").`);
    }
    return port;
}
function parseUrl(env, name, protocols) {
    const raw = blankToNull(env[name]);
    if (raw === null)
        return null;
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        throw new ConfigError(name, `must be a URL (got "${raw}").`);
    }
    if (!protocols.includes(url.protocol)) {
        throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${url.protocol}//...").`);
    }
    return raw;
}
function parseLogLevel(env) {
    const raw = blankToNull(env.LOG_LEVEL) ?? 'log';
    const levels = ['error', 'warn', 'log', 'debug'];
    if (!levels.includes(raw)) {
        throw new ConfigError('LOG_LEVEL', `must be one of ${levels.join(', ')} (got "${raw}").`);
    }
    return raw;
}
/**
 * A session secret given in the environment wins; otherwise one is generated on first start and kept in
 * DATA_DIR, so that sessions survive a restart.
 */
function resolveSessionSecret(env, dataDir) {
    const given = blankToNull(env.SESSION_SECRET);
    if (given !== null) {
        if (given.length < 16)
            throw new ConfigError('SESSION_SECRET', 'must be at least 16 characters long.');
        return given;
    }
    const file = (0, node_path_1.join)(dataDir, 'session-secret');
    if ((0, node_fs_1.existsSync)(file))
        return (0, node_fs_1.readFileSync)(file, 'utf8').trim();
    (0, node_fs_1.mkdirSync)(dataDir, { recursive: true });
    const secret = (0, node_crypto_1.randomBytes)(32).toString('hex');
    (0, node_fs_1.writeFileSync)(file, secret, { mode: 0o600 });
    return secret;
}
/** Separate from the session secret so that sessions can be rotated without making saved AI keys unreadable. */
function parseEncryptionKey(env) {
    const given = blankToNull(env.ENCRYPTION_KEY);
    if (given !== null && given.length < 16)
        throw new ConfigError('ENCRYPTION_KEY', 'must be at least 16 characters long.');
    return given;
}
function parseBoolean(env, name, fallback) {
    const raw = blankToNull(env[name]);
    if (raw === null)
        return fallback;
    if (raw !== 'true' && raw !== 'false')
        throw new ConfigError(name, `must be 'true' or 'false' (got "${raw}").`);
    return raw === 'true';
}
function parseSeconds(env, name, min, max) {
    const raw = blankToNull(env[name]);
    if (raw === null)
        return null;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
        throw new ConfigError(name, `must be a whole number of seconds from ${min} to ${max} (got "${raw}").`);
    }
    return Number(raw);
}
function loadConfig(env = process.env) {
    const dataDir = (0, node_path_1.resolve)(blankToNull(env.DATA_DIR) ?? './data');
    const webDist = blankToNull(env.WEB_DIST_DIR) ?? (0, node_path_1.resolve)(__dirname, '../../../web/dist');
    const timeoutRaw = blankToNull(env.READ_YOUR_WRITES_TIMEOUT_MS) ?? '5000';
    if (!/^\d+$/.test(timeoutRaw) || Number(timeoutRaw) < 1) {
        throw new ConfigError('READ_YOUR_WRITES_TIMEOUT_MS', `must be a positive whole number of milliseconds (got "${timeoutRaw}").`);
    }
    return {
        port: parsePort(env),
        dataDir,
        databaseUrl: parseUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
        sessionSecret: resolveSessionSecret(env, dataDir),
        encryptionKey: parseEncryptionKey(env),
        webDistDir: (0, node_fs_1.existsSync)(webDist) ? webDist : null,
        logLevel: parseLogLevel(env),
        readYourWritesTimeoutMs: Number(timeoutRaw),
        fetchAllowPrivate: parseBoolean(env, 'FETCH_ALLOW_PRIVATE', false),
        openai: { apiKey: blankToNull(env.OPENAI_API_KEY), baseUrl: parseUrl(env, 'OPENAI_BASE_URL', ['http:', 'https:']) },
        jobs: {
            expireSeconds: parseSeconds(env, 'JOB_EXPIRE_SECONDS', 1, 3600),
            maintenanceIntervalSeconds: parseSeconds(env, 'JOB_MAINTENANCE_INTERVAL_SECONDS', 1, 3600) ?? 60,
            scheduledChecks: parseBoolean(env, 'SCHEDULED_CHECKS', true),
        },
    };
}
exports.APP_CONFIG = Symbol('APP_CONFIG');
//# sourceMappingURL=config.js.map