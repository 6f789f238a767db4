import { Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { RecordAnalysisCommand, RecordAnalysisFailureCommand } from '../../../content';
import { AnalyzeContentItemCommand, AnalyzeContentItemResult } from './analyze-content-item.command';
import { ItemAnalysis } from './item-analysis';

/**
 * Analyses an item's page and has the content module record ContentAnalyzed, or ContentAnalysisFailed with a
 * reason a person understands when the page cannot be fetched. One item, recorded at once with read-your-writes:
 * a bulk refresh records its items in batches instead (jobs/analyse-content.worker.ts).
 */
@CommandHandler(AnalyzeContentItemCommand)
export class AnalyzeContentItemHandler implements ICommandHandler<AnalyzeContentItemCommand, AnalyzeContentItemResult> {
  private readonly logger = new Logger('Analysis');

  constructor(
    private readonly commands: CommandBus,
    private readonly items: ItemAnalysis,
  ) {}

  async execute({ actor, contentId }: AnalyzeContentItemCommand): Promise<AnalyzeContentItemResult> {
    // Without a bulk job there is no earlier outcome of the same job to find: every analysis is recorded.
    const outcome = await this.items.analyse(actor, contentId);
    if (outcome === 'already_recorded') throw new Error(`An analysis without a job was found already recorded (item ${contentId})`);
    if ('failure' in outcome) {
      await this.commands.execute(new RecordAnalysisFailureCommand(actor, outcome.failure));
      this.logger.debug(`Analysis of item ${contentId} failed: ${outcome.failure.reason}`);
      return { outcome: 'failed', reason: outcome.failure.reason, code: outcome.failure.code };
    }
    await this.commands.execute(new RecordAnalysisCommand(actor, outcome.analysis));
    return { outcome: 'analysed' };
  }
}
