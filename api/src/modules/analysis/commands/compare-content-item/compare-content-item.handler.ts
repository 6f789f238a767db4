import type { ContentItem, SourceComparison } from '@freshwatch/contracts';
import { Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { GetContentItemQuery, GetItemForAnalysisQuery, RecordComparisonCommand, SourceObservation, type ContentCompared } from '../../../content';
import { askContradictionVerdict, Verdict } from '../../ai/ai-verdict';
import { FetchFailure, PageFetcher, PageFetchers } from '../../../../shared/outbound';
import { PageWorkers } from '../../adapters/page-workers';
import { SourceSnapshots } from '../../projections/source-snapshots/source-snapshots';
import { AnalysisSettings, AnalysisSettingsReader } from '../../adapters/analysis-settings';
import { CompareContentItemCommand, CompareContentItemResult } from './compare-content-item.command';
import { observeSource } from './observe-source';

/**
 * Fetches each source URL through the guarded fetcher, fingerprints its text and diffs it against the last
 * snapshot, then has the content module record ContentCompared with every source's outcome (first_seen,
 * unchanged, changed, unreachable).
 */
@CommandHandler(CompareContentItemCommand)
export class CompareContentItemHandler implements ICommandHandler<CompareContentItemCommand, CompareContentItemResult> {
  private readonly logger = new Logger('Comparison');

  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly settings: AnalysisSettingsReader,
    private readonly fetchers: PageFetchers,
    private readonly workers: PageWorkers,
    private readonly snapshots: SourceSnapshots,
  ) {}

  async execute({ actor, contentId }: CompareContentItemCommand): Promise<CompareContentItemResult> {
    const { workspaceId } = actor;
    // A missing or foreign item is refused (404) before any source is fetched.
    await this.queries.execute(new GetItemForAnalysisQuery(workspaceId, contentId));
    const item: ContentItem = JSON.parse((await this.queries.execute(new GetContentItemQuery(workspaceId, contentId))) ?? 'null');
    if (!item || item.sourceUrls.length === 0) return { sources: [] };

    const settings = await this.settings.forWorkspace(workspaceId);
    const fetcher = this.fetchers.forTimeout(settings.requestTimeoutMs);
    const previous = await this.snapshots.forItem(contentId);
    const observations = await Promise.all(item.sourceUrls.map((source) => observeSource(fetcher, this.workers, source, previous.get(source.id))));
    const verdict = settings.ai ? await this.verdict(item.url, observations, fetcher, settings) : null;

    const recorded: ContentCompared['data'] | null = await this.commands.execute(
      new RecordComparisonCommand(actor, { contentId, observations, aiVerdict: verdict?.verdict, usage: verdict?.usage }),
    );
    const sources: SourceComparison[] = (recorded?.sources ?? []).map(({ sourceUrlId, url, outcome, summary, reason }) => ({
      sourceUrlId,
      url,
      outcome,
      ...(summary ? { summary } : {}),
      ...(reason ? { reason } : {}),
    }));
    return { sources, ...(recorded?.aiVerdict ? { aiVerdict: recorded.aiVerdict } : {}) };
  }

  /** With an AI model configured: does the page, as it is now, contradict what its sources say? */
  private async verdict(url: string, observations: SourceObservation[], fetcher: PageFetcher, settings: AnalysisSettings): Promise<Verdict | null> {
    const readable = observations.flatMap((o) => ('text' in o ? [{ url: o.url, text: o.text, changeSummary: o.changeSummary || undefined }] : []));
    if (readable.length === 0) return null;
    let pageText: string;
    try {
      pageText = (await this.workers.extract(await fetcher.fetchPageBytes(url))).mainText;
    } catch (error) {
      if (!(error instanceof FetchFailure)) throw error;
      this.logger.debug(`No AI verdict for ${url}: ${error.reason}`);
      return null;
    }
    const verdict = await askContradictionVerdict({ url, pageText, sources: readable }, settings.ai!, settings.requestTimeoutMs);
    if (verdict.failure) this.logger.warn(`No AI verdict for ${url}: the AI step failed (${verdict.failure}).`);
    return verdict;
  }
}
