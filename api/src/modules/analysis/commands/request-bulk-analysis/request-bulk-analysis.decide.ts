import type { DomainError } from '../../../../shared/domain/domain-error';
import { analysisJobExists, nothingToAnalyse, type AnalysisJobState } from '../../domain/analysis-job';
import { BULK_IDS_PER_EVENT, type BulkAnalysisItemsListed, type BulkAnalysisRequested } from '../../domain/analysis-job.events';

export interface RequestBulkAnalysis {
  jobId: string;
  workspaceId: string;
  contentIds: string[];
}

/** Starts a bulk refresh over the listed items, each once, in the order given, listed BULK_IDS_PER_EVENT to an event. */
export function decideRequestBulkAnalysis(
  command: RequestBulkAnalysis,
  state: AnalysisJobState,
): (BulkAnalysisRequested | BulkAnalysisItemsListed)[] | DomainError {
  if (state.status !== 'none') return analysisJobExists;
  const contentIds = [...new Set(command.contentIds.map((id) => id.toLowerCase()))];
  if (contentIds.length === 0) return nothingToAnalyse;
  const { jobId, workspaceId } = command;
  const chunks: string[][] = [];
  for (let i = 0; i < contentIds.length; i += BULK_IDS_PER_EVENT) chunks.push(contentIds.slice(i, i + BULK_IDS_PER_EVENT));
  const [first, ...rest] = chunks;
  return [
    { type: 'BulkAnalysisRequested', data: { jobId, workspaceId, contentIds: first, total: contentIds.length } },
    ...rest.map((ids): BulkAnalysisItemsListed => ({ type: 'BulkAnalysisItemsListed', data: { jobId, workspaceId, contentIds: ids } })),
  ];
}
