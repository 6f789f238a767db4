import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings';
import { AiConnectionTester } from './ai/ai-connection-test';
import { AnalysisHttpController } from './analysis.http.controller';
import { AssistantHttpController } from './assistant.http.controller';
import { AnalyzeContentItemHandler } from './commands/analyze-content-item/analyze-content-item.handler';
import { CompareContentItemHandler } from './commands/compare-content-item/compare-content-item.handler';
import { RequestBulkAnalysisHandler } from './commands/request-bulk-analysis/request-bulk-analysis.handler';
import { PageFetchers } from './fetching/page-fetchers';
import { AnalyseContentWorker } from './jobs/analyse-content.worker';
import { AnalysisQueues } from './jobs/analysis-queues.provider';
import { CompareContentWorker } from './jobs/compare-content.worker';
import { ScheduledChecksScanner } from './jobs/scheduled-checks.scanner';
import { GetAnalysisJobHandler } from './queries/get-analysis-job/get-analysis-job.handler';
import { GetHealthHistoryHandler } from './queries/get-health-history/get-health-history.handler';
import { AnalysisReactions } from './reactions/analysis-reactions';
import { EnqueueAnalysesWhenBulkAnalysisRequested } from './reactions/enqueue-analyses-when-bulk-analysis-requested';
import { OpenReviewTaskWhenContentCompared } from './reactions/open-review-task-when-content-compared';
import { ContentItemStates } from './read/content-item-state';
import { SourceSnapshots } from './read/source-snapshots';
import { PageScraper } from './scrape/page-scraper';
import { AnalysisSettingsReader } from './settings/analysis-settings';
import { WritingAssistant } from './writing/writing-assistant';

@Module({
  imports: [SettingsModule],
  controllers: [AnalysisHttpController, AssistantHttpController],
  providers: [
    AnalysisSettingsReader,
    PageFetchers,
    ContentItemStates,
    SourceSnapshots,
    AnalyzeContentItemHandler,
    CompareContentItemHandler,
    RequestBulkAnalysisHandler,
    GetAnalysisJobHandler,
    GetHealthHistoryHandler,
    AnalysisQueues,
    AnalyseContentWorker,
    CompareContentWorker,
    ScheduledChecksScanner,
    EnqueueAnalysesWhenBulkAnalysisRequested,
    OpenReviewTaskWhenContentCompared,
    AnalysisReactions,
    PageScraper,
    WritingAssistant,
    AiConnectionTester,
  ],
})
export class AnalysisModule {}
