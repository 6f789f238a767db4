import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Actor } from '../../../../shared/domain/actor';
import { Clock } from '../../../../shared/domain/clock';
import { type AnalysisOutcomeToRecord, GetItemForAnalysisQuery, type ItemForAnalysis } from '../../../content';
import { FetchFailure, PageFetchers } from '../../../../shared/outbound';
import { PageWorkers } from '../../adapters/page-workers';
import { SourceSnapshots } from '../../projections/source-snapshots/source-snapshots';
import { type AnalysisSettings, AnalysisSettingsReader } from '../../adapters/analysis-settings';
import { analysePage } from './analyse-page';

/**
 * Analyses an item's page and says what to record: the analysis, or the failure with a reason a person
 * understands when the page cannot be fetched (a failed fetch never breaks the item). Recording is the caller's:
 * one command per item for an analysis someone waits for, a batch of them for a bulk refresh.
 */
@Injectable()
export class ItemAnalysis {
  constructor(
    private readonly queries: QueryBus,
    private readonly settingsReader: AnalysisSettingsReader,
    private readonly fetchers: PageFetchers,
    private readonly workers: PageWorkers,
    private readonly snapshots: SourceSnapshots,
    private readonly clock: Clock,
  ) {}

  /**
   * `already_recorded` when the job recorded an outcome for the item before (a resumed bulk refresh). Throws
   * CONTENT_ITEM_NOT_FOUND for an item the workspace cannot see. `settings`: the workspace's, when the caller has them.
   */
  async analyse(
    actor: Pick<Actor, 'workspaceId' | 'actorId'>,
    contentId: string,
    jobId?: string,
    settings?: AnalysisSettings,
  ): Promise<AnalysisOutcomeToRecord | 'already_recorded'> {
    const item: ItemForAnalysis = await this.queries.execute(new GetItemForAnalysisQuery(actor.workspaceId, contentId, jobId));
    if (item.outcomeRecorded) return 'already_recorded';
    settings ??= await this.settingsReader.forWorkspace(actor.workspaceId);
    try {
      const result = await analysePage({
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
      return { actor, analysis: { contentId, jobId, ...result } };
    } catch (error) {
      if (!(error instanceof FetchFailure)) throw error;
      return { actor, failure: { contentId, jobId, reason: error.reason, code: error.code } };
    }
  }
}
