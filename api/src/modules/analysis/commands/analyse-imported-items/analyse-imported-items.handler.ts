import type { BulkAnalysisStarted } from '@freshwatch/contracts';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AnalyseImportedItemsCommand } from '../../../content';
import { RequestBulkAnalysisCommand } from '../request-bulk-analysis/request-bulk-analysis.command';

/**
 * Content's request to analyse the pages an import just created (a URL list, a sitemap, a sitemap's re-sync):
 * one bulk analysis over them, queued and followed like any other (GET /api/analysis-jobs/{jobId}). Answers the
 * job id.
 */
@CommandHandler(AnalyseImportedItemsCommand)
export class AnalyseImportedItemsHandler implements ICommandHandler<AnalyseImportedItemsCommand, string> {
  constructor(private readonly commands: CommandBus) {}

  async execute({ actor, contentIds }: AnalyseImportedItemsCommand): Promise<string> {
    const started: BulkAnalysisStarted = await this.commands.execute(new RequestBulkAnalysisCommand(actor, { contentIds }));
    return started.jobId;
  }
}
