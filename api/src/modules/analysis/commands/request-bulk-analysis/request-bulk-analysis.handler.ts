import type { BulkAnalysisStarted } from '@freshwatch/contracts';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { IdGenerator } from '../../../../shared/domain/clock';
import { DomainError, DomainErrorException } from '../../../../shared/domain/domain-error';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { FindMissingContentItemsQuery, ListContentItemIdsQuery } from '../../../content';
import { analysisJobModel } from '../../domain/analysis-job';
import { analysisJobStream, BulkAnalysisRequested } from '../../domain/analysis-job.events';
import { BulkAnalysisSelection, RequestBulkAnalysisCommand } from './request-bulk-analysis.command';
import { decideRequestBulkAnalysis } from './request-bulk-analysis.decide';

/** How many unknown ids a refusal lists: enough to find them, short enough to read. */
const LISTED = 5;

/**
 * Records BulkAnalysisRequested on the job's own stream. The analyses are enqueued by a reaction to that event
 * (enqueue-analyses-when-bulk-analysis-requested), so that a crash right after this reply still runs them.
 */
@CommandHandler(RequestBulkAnalysisCommand)
export class RequestBulkAnalysisHandler implements ICommandHandler<RequestBulkAnalysisCommand, BulkAnalysisStarted> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly ids: IdGenerator,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, selection }: RequestBulkAnalysisCommand): Promise<BulkAnalysisStarted> {
    const wanted = await this.selectedIds(actor.workspaceId, selection);
    const jobId = this.ids.next();
    const { events } = await this.executor.execute(
      analysisJobStream(jobId),
      analysisJobModel,
      (state) => decideRequestBulkAnalysis({ jobId, workspaceId: actor.workspaceId, contentIds: wanted }, state),
      actor,
    );
    return { jobId, total: (events[0] as BulkAnalysisRequested).data.total! };
  }

  /** The ids to refresh: the workspace's items as they are now, or the listed ones once each, which must be live items. */
  private async selectedIds(workspaceId: string, selection: BulkAnalysisSelection): Promise<string[]> {
    // An empty workspace is refused by decide, with the message an empty list gets.
    if ('all' in selection) return this.queries.execute(new ListContentItemIdsQuery(workspaceId));
    const wanted = [...new Set(selection.contentIds.map((id) => id.toLowerCase()))];
    // Another workspace's ids are answered like unknown ones: nobody learns which ids exist elsewhere.
    const missing: string[] = await this.queries.execute(new FindMissingContentItemsQuery(workspaceId, wanted));
    if (missing.length > 0) {
      const listed = missing.slice(0, LISTED).join(', ') + (missing.length > LISTED ? `, and ${missing.length - LISTED} more` : '');
      throw new DomainErrorException(new DomainError('CONTENT_ITEMS_NOT_FOUND', 'invalid', `contentIds contains items that do not exist: ${listed}`));
    }
    return wanted;
  }
}
