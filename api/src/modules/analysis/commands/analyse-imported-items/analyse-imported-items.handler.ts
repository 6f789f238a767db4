import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IdGenerator } from '../../../../shared/domain/clock';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { AnalyseImportedItemsCommand } from '../../../content';
import { analysisJobModel } from '../../domain/analysis-job';
import { analysisJobStream } from '../../domain/analysis-job.events';
import { decideRequestBulkAnalysis } from '../request-bulk-analysis/request-bulk-analysis.decide';

/**
 * Content's request to analyse the pages an import just created (a URL list, a sitemap, a sitemap's re-sync):
 * one bulk analysis over them, recorded and queued like any other (GET /api/analysis-jobs/{jobId}). Answers the
 * job id. Unlike a bulk refresh asked for over HTTP, the ids are not looked up in the read model first: content
 * has just registered them, and a large import may still be on its way into the list. An item deleted meanwhile
 * is skipped by its analysis job, as in any bulk refresh.
 */
@CommandHandler(AnalyseImportedItemsCommand)
export class AnalyseImportedItemsHandler implements ICommandHandler<AnalyseImportedItemsCommand, string> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly ids: IdGenerator,
  ) {}

  async execute({ actor, contentIds }: AnalyseImportedItemsCommand): Promise<string> {
    const jobId = this.ids.next();
    await this.executor.execute(
      analysisJobStream(jobId),
      analysisJobModel,
      (state) => decideRequestBulkAnalysis({ jobId, workspaceId: actor.workspaceId, contentIds }, state),
      actor,
    );
    return jobId;
  }
}
