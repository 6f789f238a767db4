import type { DomainEvent } from '../../../shared/event-store/stream-executor';

/** A bulk refresh was asked for: one analysis per listed item, run as background jobs. */
export type BulkAnalysisRequested = DomainEvent<'BulkAnalysisRequested', { jobId: string; workspaceId: string; contentIds: string[] }>;
/**
 * An item of a bulk refresh could not be analysed at all (it was deleted meanwhile): nothing can be recorded on
 * its stream any more, so the job's own stream says so and the job still completes.
 */
export type BulkAnalysisItemSkipped = DomainEvent<'BulkAnalysisItemSkipped', { jobId: string; contentId: string; reason: string }>;

export type AnalysisJobEvent = BulkAnalysisRequested | BulkAnalysisItemSkipped;

export const analysisJobStream = (jobId: string) => `analysis-job-${jobId}`;
