import { Module } from '@nestjs/common';
import { ReadModels } from '../../shared/modules/module-parts';
import { OutboundModule } from '../../shared/outbound';
import { AnalysisSettingsReader } from './adapters/analysis-settings';
import { PageWorkers } from './adapters/page-workers';
import { AiConnectionTester } from './ai/ai-connection-test';
import { AnalysisHttpController } from './analysis.http.controller';
import { AssistantHttpController } from './assistant/assistant.http.controller';
import { PageScraper } from './assistant/page-scraper';
import { WritingAssistant } from './assistant/writing-assistant';
import { AnalyseImportedItemsHandler } from './commands/analyse-imported-items/analyse-imported-items.handler';
import { AnalyzeContentItemHandler } from './commands/analyze-content-item/analyze-content-item.handler';
import { ItemAnalysis } from './commands/analyze-content-item/item-analysis';
import { CompareContentItemHandler } from './commands/compare-content-item/compare-content-item.handler';
import { RequestBulkAnalysisHandler } from './commands/request-bulk-analysis/request-bulk-analysis.handler';
import { SkipBulkAnalysisItemHandler } from './commands/skip-bulk-analysis-item/skip-bulk-analysis-item.handler';
import { AnalyseContentWorker } from './jobs/analyse-content.worker';
import { CompareContentWorker } from './jobs/compare-content.worker';
import { ScheduledChecksScanner } from './jobs/scheduled-checks.scanner';
import { AnalysisJobsProjection } from './projections/analysis-jobs/analysis-jobs.projection';
import { HealthHistoryProjection } from './projections/health-history/health-history.projection';
import { SourceSnapshots } from './projections/source-snapshots/source-snapshots';
import { SourceSnapshotsProjection } from './projections/source-snapshots/source-snapshots.projection';
import { GetAnalysisJobHandler } from './queries/get-analysis-job/get-analysis-job.handler';
import { GetHealthHistoryHandler } from './queries/get-health-history/get-health-history.handler';
import { EnqueueAnalysesWhenBulkAnalysisRequested } from './reactions/enqueue-analyses-when-bulk-analysis-requested';
import { EnqueueAnalysisWhenVisitorCheckRequested } from './reactions/enqueue-analysis-when-visitor-check-requested';

@ReadModels(HealthHistoryProjection, SourceSnapshotsProjection, AnalysisJobsProjection)
@Module({
  imports: [OutboundModule],
  controllers: [AnalysisHttpController, AssistantHttpController],
  providers: [
    AnalysisSettingsReader,
    PageWorkers,
    SourceSnapshots,
    AnalyzeContentItemHandler,
    AnalyseImportedItemsHandler,
    ItemAnalysis,
    CompareContentItemHandler,
    RequestBulkAnalysisHandler,
    SkipBulkAnalysisItemHandler,
    GetAnalysisJobHandler,
    GetHealthHistoryHandler,
    AnalyseContentWorker,
    CompareContentWorker,
    ScheduledChecksScanner,
    EnqueueAnalysesWhenBulkAnalysisRequested,
    EnqueueAnalysisWhenVisitorCheckRequested,
    PageScraper,
    WritingAssistant,
    AiConnectionTester,
  ],
})
export class AnalysisModule {}
