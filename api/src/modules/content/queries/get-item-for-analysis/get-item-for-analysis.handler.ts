import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainErrorException } from '../../../../shared/domain/domain-error';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { contentItemModel, contentItemNotFound, visibleTo } from '../../domain/content-item';
import { outcomeRecordedFor, pendingSourceChanges } from '../../domain/content-item-analysis.state';
import { contentStream } from '../../domain/content-item.events';
import { GetItemForAnalysisQuery, ItemForAnalysis } from './get-item-for-analysis.query';

/**
 * Answers from the item's stream rather than its read model: which jobs recorded an outcome and which source
 * changes are pending are write-side facts that no read model keeps, and the answer must be what the recording
 * decision will see (a resumed job must find its own outcome, even one the read model has not applied yet).
 */
@QueryHandler(GetItemForAnalysisQuery)
export class GetItemForAnalysisHandler implements IQueryHandler<GetItemForAnalysisQuery, ItemForAnalysis> {
  constructor(private readonly executor: StreamExecutor) {}

  async execute({ workspaceId, contentId, jobId }: GetItemForAnalysisQuery): Promise<ItemForAnalysis> {
    const { state } = await this.executor.load(contentStream(contentId), contentItemModel);
    if (!visibleTo(state, workspaceId)) throw new DomainErrorException(contentItemNotFound);
    return {
      url: state.fields.url,
      aiPrompt: state.fields.aiPrompt,
      pendingSourceChanges: pendingSourceChanges(state).map(({ url, summary }) => ({ url, summary })),
      outcomeRecorded: outcomeRecordedFor(state.analysis, jobId),
    };
  }
}
