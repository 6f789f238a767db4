import type { DomainError } from '../../../../shared/domain/domain-error';
import { analysisJobNotFound, type AnalysisJobState } from '../../domain/analysis-job';
import type { BulkAnalysisItemSkipped } from '../../domain/analysis-job.events';

export interface SkipBulkAnalysisItem {
  jobId: string;
  contentId: string;
  reason: string;
}

/** Marks an item of the job as skipped, once; items the job does not cover cannot be skipped. */
export function decideSkipBulkAnalysisItem(command: SkipBulkAnalysisItem, state: AnalysisJobState): BulkAnalysisItemSkipped[] | DomainError {
  if (state.status !== 'requested' || !state.contentIds.includes(command.contentId)) return analysisJobNotFound;
  if (state.skipped.includes(command.contentId)) return [];
  return [{ type: 'BulkAnalysisItemSkipped', data: { ...command } }];
}
