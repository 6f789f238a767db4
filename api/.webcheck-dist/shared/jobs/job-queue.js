"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.JOB_QUEUE = void 0;
exports.startJobQueue = startJobQueue;
exports.stopJobQueue = stopJobQueue;
exports.ensureQueues = ensureQueues;
const common_1 = require("@nestjs/common");
const pg_boss_1 = __importDefault(require("pg-boss"));
/** The pg-boss instance of this process, injectable as JOB_QUEUE. */
exports.JOB_QUEUE = Symbol('JOB_QUEUE');
/**
 * Starts pg-boss on the service's own database, in its own schema `pgboss` (created and migrated by pg-boss).
 * Jobs live in Postgres: a job started by a process that dies is handed to another worker once it expires,
 * which the maintenance loop checks every JOB_MAINTENANCE_INTERVAL_SECONDS.
 */
async function startJobQueue(databaseUrl, config) {
    const logger = new common_1.Logger('Jobs');
    const boss = new pg_boss_1.default({
        connectionString: databaseUrl,
        schema: 'pgboss',
        application_name: 'freshwatch-jobs',
        max: 5,
        maintenanceIntervalSeconds: config.jobs.maintenanceIntervalSeconds,
    });
    boss.on('error', (error) => logger.error(`Job queue: ${error.message}`));
    await boss.start();
    return boss;
}
/**
 * Stops taking jobs and waits up to `timeoutMs` for the running ones; those still running then are failed
 * back to the queue (and retried), which the job handlers make safe.
 */
async function stopJobQueue(boss, timeoutMs = 10_000) {
    await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
}
/**
 * Creates the queues that do not exist yet, one after the other: pg-boss 10 creates a table partition per
 * queue, and concurrent creations (two hooks, or two processes starting together) can deadlock or collide;
 * such an attempt is simply tried again.
 */
async function ensureQueues(boss, queues) {
    for (const queue of queues) {
        for (let attempt = 1;; attempt++) {
            try {
                if (!(await boss.getQueue(queue.name)))
                    await boss.createQueue(queue.name, queue);
                break;
            }
            catch (error) {
                const code = error.code;
                if (attempt >= 5 || (code !== '40P01' && code !== '23505' && code !== '42P07'))
                    throw error;
                await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
            }
        }
    }
}
//# sourceMappingURL=job-queue.js.map