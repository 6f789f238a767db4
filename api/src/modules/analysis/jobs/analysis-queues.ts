import { createHash } from 'node:crypto';
import type PgBoss from 'pg-boss';

/** One job per item of a bulk refresh (and per due scheduled check). */
export const ANALYSE_QUEUE = 'analyse-content';
/** One job per scheduled comparison of an item with its sources. */
export const COMPARE_QUEUE = 'compare-content';
/** Every minute (pg-boss cron): looks for items whose check schedule is due. */
export const SCAN_QUEUE = 'scan-scheduled-checks';

export interface AnalyseJobData {
  /** The bulk refresh (or scheduled run) this analysis belongs to. */
  jobId: string;
  contentId: string;
  workspaceId: string;
  /** Who asked: recorded as the actor of the analysis. */
  actorId: string;
}

export interface CompareJobData {
  contentId: string;
  workspaceId: string;
  actorId: string;
}

/**
 * Retries with exponential backoff (5 s, 10 s, 20 s) for failures that are not the page's fault (the database
 * restarting, a bug); a page that cannot be fetched is an outcome, recorded at once, not retried.
 */
export const QUEUE_OPTIONS: Omit<PgBoss.Queue, 'name'> = { retryLimit: 3, retryBackoff: true, retryDelay: 5 };

/** How many jobs a worker takes at a time; each workspace's share then runs `batch_size` at a time. */
export const WORKER_FETCH_SIZE = 20;

/**
 * A job's id derived from the bulk job and the item: enqueuing the same item of the same bulk job twice (a
 * reaction repeated after a crash) inserts nothing the second time. pg-boss's singletonKey alone does not
 * prevent that on a standard queue, so the key is set for readers and the id does the work.
 */
export function analyseJobId(jobId: string, contentId: string): string {
  return hashedUuid(`${ANALYSE_QUEUE}:${jobId}:${contentId}`);
}

/**
 * The one shape of an analysis job, whoever enqueues it (a bulk refresh, the scheduler, a visitor's page view):
 * its id derived from the run and the item, so enqueuing it twice inserts it once.
 */
export function analyseJob(data: AnalyseJobData, expireInSeconds: number) {
  return {
    id: analyseJobId(data.jobId, data.contentId),
    name: ANALYSE_QUEUE,
    data,
    singletonKey: `${data.jobId}:${data.contentId}`,
    expireInSeconds,
    ...QUEUE_OPTIONS,
  };
}

/** A stable UUID for a name (shaped as a version 8, custom, UUID, which is what uuid columns expect). */
export function hashedUuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * hashedUuid in SQL, for `name`, a text expression: the scanner names the jobs it enqueues in the database, and
 * they must get the ids the same jobs get in Node (scheduled-checks.int-spec.ts compares them). The version and
 * variant bits are set on the digest's bytes (byte 6's high nibble 8; byte 8's two high bits 10), which is what
 * the hex slicing above does, at a third of the cost of doing it on the hex text.
 */
export function hashedUuidSql(name: string): string {
  return `(SELECT encode(set_byte(set_byte(substring(d FROM 1 FOR 16), 6, (get_byte(d, 6) & 15) | 128), 8, (get_byte(d, 8) & 63) | 128), 'hex')::uuid
             FROM (SELECT sha256(convert_to(${name}, 'UTF8')) AS d) AS digest)`;
}

/**
 * How long a started analysis may take before pg-boss gives it to another worker (how a crashed process's jobs
 * resume): a page fetch, the link checks and an AI call, each bounded by the request timeout, for every round of
 * `batchSize` among the jobs a worker holds at once. JOB_EXPIRE_SECONDS overrides it.
 */
export function analyseJobExpirySeconds(requestTimeoutMs: number, batchSize: number, override: number | null): number {
  if (override !== null) return override;
  const perJob = Math.ceil((3 * requestTimeoutMs) / 1000) + 30;
  return Math.min(perJob * Math.ceil(WORKER_FETCH_SIZE / Math.max(1, batchSize)), 4 * 3600);
}
