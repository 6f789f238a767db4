import { Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/domain/clock';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { contentItemModel, contentStream, decideRecordAnalysis, decideRecordAnalysisFailure, pendingSourceChanges } from '../../../content';
import { FetchFailure } from '../../engine';
import { PageFetchers } from '../../fetching/page-fetchers';
import { ContentItemStates } from '../../read/content-item-state';
import { SourceSnapshots } from '../../read/source-snapshots';
import { AnalysisSettingsReader } from '../../settings/analysis-settings';
import { analysePage } from './analyse-page';
import { AnalyzeContentItemCommand, AnalyzeContentItemResult } from './analyze-content-item.command';

/**
 * Analyses an item's page and records ContentAnalyzed, or ContentAnalysisFailed with a reason a person
 * understands when the page cannot be fetched: a failed fetch never breaks the item.
 */
@CommandHandler(AnalyzeContentItemCommand)
export class AnalyzeContentItemHandler implements ICommandHandler<AnalyzeContentItemCommand, AnalyzeContentItemResult> {
  private readonly logger = new Logger('Analysis');

  constructor(
    private readonly executor: StreamExecutor,
    private readonly states: ContentItemStates,
    private readonly settings: AnalysisSettingsReader,
    private readonly fetchers: PageFetchers,
    private readonly snapshots: SourceSnapshots,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, contentId, jobId }: AnalyzeContentItemCommand): Promise<AnalyzeContentItemResult> {
    const { workspaceId } = actor;
    const item = await this.states.visible(contentId, workspaceId);
    if (jobId && item.analysis.recordedJobIds.includes(jobId)) return { outcome: 'already_recorded' };

    const settings = await this.settings.forWorkspace(workspaceId);
    let result;
    try {
      result = await analysePage({
        url: item.fields.url,
        aiPrompt: item.fields.aiPrompt,
        changedSources: pendingSourceChanges(item).map(({ url, summary }) => ({ url, summary })),
        sourceExcerpts: async () => [...(await this.snapshots.forItem(contentId)).values()],
        settings,
        fetcher: this.fetchers.forTimeout(settings.requestTimeoutMs),
        now: this.clock.now(),
      });
    } catch (error) {
      if (!(error instanceof FetchFailure)) throw error;
      const { events } = await this.executor.execute(
        contentStream(contentId),
        contentItemModel,
        (state) => decideRecordAnalysisFailure({ contentId, workspaceId, jobId, reason: error.reason, code: error.code }, state),
        actor,
      );
      if (events.length === 0) return { outcome: 'already_recorded' };
      this.logger.debug(`Analysis of ${item.fields.url} failed: ${error.reason}`);
      return { outcome: 'failed', reason: error.reason, code: error.code };
    }

    const { events } = await this.executor.execute(
      contentStream(contentId),
      contentItemModel,
      (state) => decideRecordAnalysis({ contentId, workspaceId, jobId, ...result }, state),
      actor,
    );
    return events.length === 0 ? { outcome: 'already_recorded' } : { outcome: 'analysed' };
  }
}
