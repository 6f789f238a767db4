import { Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/domain/clock';
import { GetItemForAnalysisQuery, ItemForAnalysis, RecordAnalysisCommand, RecordAnalysisFailureCommand, RecordingOutcome } from '../../../content';
import { FetchFailure } from '../../engine';
import { PageFetchers } from '../../fetching/page-fetchers';
import { PageWorkers } from '../../fetching/page-workers';
import { SourceSnapshots } from '../../read/source-snapshots';
import { AnalysisSettingsReader } from '../../settings/analysis-settings';
import { analysePage } from './analyse-page';
import { AnalyzeContentItemCommand, AnalyzeContentItemResult } from './analyze-content-item.command';

/**
 * Analyses an item's page and has the content module record ContentAnalyzed, or ContentAnalysisFailed with a
 * reason a person understands when the page cannot be fetched: a failed fetch never breaks the item.
 */
@CommandHandler(AnalyzeContentItemCommand)
export class AnalyzeContentItemHandler implements ICommandHandler<AnalyzeContentItemCommand, AnalyzeContentItemResult> {
  private readonly logger = new Logger('Analysis');

  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly settings: AnalysisSettingsReader,
    private readonly fetchers: PageFetchers,
    private readonly workers: PageWorkers,
    private readonly snapshots: SourceSnapshots,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, contentId, jobId }: AnalyzeContentItemCommand): Promise<AnalyzeContentItemResult> {
    const item: ItemForAnalysis = await this.queries.execute(new GetItemForAnalysisQuery(actor.workspaceId, contentId, jobId));
    if (item.outcomeRecorded) return { outcome: 'already_recorded' };

    const settings = await this.settings.forWorkspace(actor.workspaceId);
    let result;
    try {
      result = await analysePage({
        url: item.url,
        aiPrompt: item.aiPrompt,
        changedSources: item.pendingSourceChanges,
        sourceExcerpts: async () => [...(await this.snapshots.forItem(contentId)).values()],
        settings,
        fetcher: this.fetchers.forTimeout(settings.requestTimeoutMs),
        linkChecker: this.fetchers.links,
        robotsTxt: this.fetchers.robots,
        pageWork: this.workers,
        now: this.clock.now(),
      });
    } catch (error) {
      if (!(error instanceof FetchFailure)) throw error;
      const failure = { contentId, jobId, reason: error.reason, code: error.code };
      const recorded: RecordingOutcome = await this.commands.execute(new RecordAnalysisFailureCommand(actor, failure));
      if (recorded === 'already_recorded') return { outcome: 'already_recorded' };
      this.logger.debug(`Analysis of ${item.url} failed: ${error.reason}`);
      return { outcome: 'failed', reason: error.reason, code: error.code };
    }

    const recorded: RecordingOutcome = await this.commands.execute(new RecordAnalysisCommand(actor, { contentId, jobId, ...result }));
    return recorded === 'already_recorded' ? { outcome: 'already_recorded' } : { outcome: 'analysed' };
  }
}
