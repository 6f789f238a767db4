import type { DomainError } from '../../../../shared/domain/domain-error';
import { ContentItemState, contentItemNotFound, visibleTo } from '../../domain/content-item';
import { outcomeRecordedFor } from '../../domain/content-item-analysis.state';
import type { ContentAnalysisFailed } from '../../domain/content-item.events';
import type { AnalysisFailureToRecord } from './record-analysis-failure.command';

/** Records a failed analysis; the item's scores, status and content stay as they were. */
export function decideRecordAnalysisFailure(
  command: AnalysisFailureToRecord & { workspaceId: string },
  state: ContentItemState,
): ContentAnalysisFailed[] | DomainError {
  if (!visibleTo(state, command.workspaceId)) return contentItemNotFound;
  if (outcomeRecordedFor(state.analysis, command.jobId)) return [];
  const { workspaceId: _, jobId, ...rest } = command;
  return [{ type: 'ContentAnalysisFailed', data: { ...rest, ...(jobId ? { jobId } : {}) } }];
}
