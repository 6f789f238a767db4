import type { DomainEvent } from '../../../shared/event-store/stream-executor';

/**
 * A bulk refresh was asked for: one analysis per item, run as background jobs. `contentIds` holds the first
 * BULK_IDS_PER_EVENT items; the rest follow in BulkAnalysisItemsListed events of the same append. `total` counts
 * them all; events written before the ids were chunked have no `total` and list every item here.
 */
export type BulkAnalysisRequested = DomainEvent<'BulkAnalysisRequested', { jobId: string; workspaceId: string; contentIds: string[]; total?: number }>;
/** More items of a bulk refresh, in the order they are analysed: written with its BulkAnalysisRequested, never later. */
export type BulkAnalysisItemsListed = DomainEvent<'BulkAnalysisItemsListed', { jobId: string; workspaceId: string; contentIds: string[] }>;
/**
 * An item of a bulk refresh could not be analysed at all (it was deleted meanwhile): nothing can be recorded on
 * its stream any more, so the job's own stream says so and the job still completes.
 */
export type BulkAnalysisItemSkipped = DomainEvent<'BulkAnalysisItemSkipped', { jobId: string; contentId: string; reason: string }>;

export type AnalysisJobEvent = BulkAnalysisRequested | BulkAnalysisItemsListed | BulkAnalysisItemSkipped;

/**
 * How many item ids one event lists. A Refresh All of 100,000 items as one event would be 3.9 MB of JSON that
 * every reader of the log (projections, reactions, replay, the chain check) parses and holds as one value; 10,000
 * ids keep each event near 400 KB. The chunks go in one append, so a job is recorded whole or not at all, and its
 * progress total never counts items that were not listed (KurrentDB bounds one append, hence
 * KURRENTDB_MAX_APPEND_SIZE in docker-compose.yml). Recording the selection rule instead ("every item at position
 * P") would keep the event small but make the job's items depend on read models at the time the reaction runs.
 */
export const BULK_IDS_PER_EVENT = 10_000;

export const analysisJobStream = (jobId: string) => `analysis-job-${jobId}`;
