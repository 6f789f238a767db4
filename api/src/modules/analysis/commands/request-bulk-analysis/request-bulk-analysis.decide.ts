import type { DomainError } from '../../../../shared/domain/domain-error';
import { analysisJobExists, nothingToAnalyse, type AnalysisJobState } from '../../domain/analysis-job';
import type { BulkAnalysisRequested } from '../../domain/analysis-job.events';

export interface RequestBulkAnalysis {
  jobId: string;
  workspaceId: string;
  contentIds: string[];
}

/** Starts a bulk refresh over the listed items, each once, in the order given. */
export function decideRequestBulkAnalysis(command: RequestBulkAnalysis, state: AnalysisJobState): BulkAnalysisRequested[] | DomainError {
  if (state.status !== 'none') return analysisJobExists;
  const contentIds = [...new Set(command.contentIds.map((id) => id.toLowerCase()))];
  if (contentIds.length === 0) return nothingToAnalyse;
  return [{ type: 'BulkAnalysisRequested', data: { jobId: command.jobId, workspaceId: command.workspaceId, contentIds } }];
}
