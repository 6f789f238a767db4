"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.WORKER_FETCH_SIZE = exports.QUEUE_OPTIONS = exports.SCAN_QUEUE = exports.COMPARE_QUEUE = exports.ANALYSE_QUEUE = void 0;
exports.analyseJobId = analyseJobId;
exports.hashedUuid = hashedUuid;
exports.analyseJobExpirySeconds = analyseJobExpirySeconds;
const node_crypto_1 = require("node:crypto");
/** One job per item of a bulk refresh (and per due scheduled check). */
exports.ANALYSE_QUEUE = 'analyse-content';
/** One job per scheduled comparison of an item with its sources. */
exports.COMPARE_QUEUE = 'compare-content';
/** Every minute (pg-boss cron): looks for items whose check schedule is due. */
exports.SCAN_QUEUE = 'scan-scheduled-checks';
/**
 * Retries with exponential backoff (5 s, 10 s, 20 s) for failures that are not the page's fault (the database
 * restarting, a bug); a page that cannot be fetched is an outcome, recorded at once, not retried.
 */
exports.QUEUE_OPTIONS = { retryLimit: 3, retryBackoff: true, retryDelay: 5 };
/** How many jobs a worker takes at a time; each workspace's share then runs `batch_size` at a time. */
exports.WORKER_FETCH_SIZE = 20;
/**
 * A job's id derived from the bulk job and the item: enqueuing the same item of the same bulk job twice (a
 * reaction repeated after a crash) inserts nothing the second time. pg-boss's singletonKey alone does not
 * prevent that on a standard queue, so the key is set for readers and the id does the work.
 */
function analyseJobId(jobId, contentId) {
    return hashedUuid(`${exports.ANALYSE_QUEUE}:${jobId}:${contentId}`);
}
/** A stable UUID for a name (shaped as a version 8, custom, UUID, which is what uuid columns expect). */
function hashedUuid(name) {
    const hex = (0, node_crypto_1.createHash)('sha256').update(name).digest('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
/**
 * How long a started analysis may take before pg-boss gives it to another worker (how a crashed process's jobs
 * resume): a page fetch, the link checks and an AI call, each bounded by the request timeout, for every round of
 * `batchSize` among the jobs a worker holds at once. JOB_EXPIRE_SECONDS overrides it.
 */
function analyseJobExpirySeconds(requestTimeoutMs, batchSize, override) {
    if (override !== null)
        return override;
    const perJob = Math.ceil((3 * requestTimeoutMs) / 1000) + 30;
    return Math.min(perJob * Math.ceil(exports.WORKER_FETCH_SIZE / Math.max(1, batchSize)), 4 * 3600);
}
//# sourceMappingURL=analysis-queues.js.map