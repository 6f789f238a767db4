"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.AnalysisModule = void 0;
const common_1 = require("@nestjs/common");
const settings_1 = require("../settings");
const ai_connection_test_1 = require("./ai/ai-connection-test");
const analysis_http_controller_1 = require("./analysis.http.controller");
const assistant_http_controller_1 = require("./assistant.http.controller");
const analyze_content_item_handler_1 = require("./commands/analyze-content-item/analyze-content-item.handler");
const compare_content_item_handler_1 = require("./commands/compare-content-item/compare-content-item.handler");
const request_bulk_analysis_handler_1 = require("./commands/request-bulk-analysis/request-bulk-analysis.handler");
const page_fetchers_1 = require("./fetching/page-fetchers");
const analyse_content_worker_1 = require("./jobs/analyse-content.worker");
const analysis_queues_provider_1 = require("./jobs/analysis-queues.provider");
const compare_content_worker_1 = require("./jobs/compare-content.worker");
const scheduled_checks_scanner_1 = require("./jobs/scheduled-checks.scanner");
const get_analysis_job_handler_1 = require("./queries/get-analysis-job/get-analysis-job.handler");
const get_health_history_handler_1 = require("./queries/get-health-history/get-health-history.handler");
const analysis_reactions_1 = require("./reactions/analysis-reactions");
const enqueue_analyses_when_bulk_analysis_requested_1 = require("./reactions/enqueue-analyses-when-bulk-analysis-requested");
const open_review_task_when_content_compared_1 = require("./reactions/open-review-task-when-content-compared");
const content_item_state_1 = require("./read/content-item-state");
const source_snapshots_1 = require("./read/source-snapshots");
const page_scraper_1 = require("./scrape/page-scraper");
const analysis_settings_1 = require("./settings/analysis-settings");
const writing_assistant_1 = require("./writing/writing-assistant");
let AnalysisModule = class AnalysisModule {
};
exports.AnalysisModule = AnalysisModule;
exports.AnalysisModule = AnalysisModule = __decorate([
    (0, common_1.Module)({
        imports: [settings_1.SettingsModule],
        controllers: [analysis_http_controller_1.AnalysisHttpController, assistant_http_controller_1.AssistantHttpController],
        providers: [
            analysis_settings_1.AnalysisSettingsReader,
            page_fetchers_1.PageFetchers,
            content_item_state_1.ContentItemStates,
            source_snapshots_1.SourceSnapshots,
            analyze_content_item_handler_1.AnalyzeContentItemHandler,
            compare_content_item_handler_1.CompareContentItemHandler,
            request_bulk_analysis_handler_1.RequestBulkAnalysisHandler,
            get_analysis_job_handler_1.GetAnalysisJobHandler,
            get_health_history_handler_1.GetHealthHistoryHandler,
            analysis_queues_provider_1.AnalysisQueues,
            analyse_content_worker_1.AnalyseContentWorker,
            compare_content_worker_1.CompareContentWorker,
            scheduled_checks_scanner_1.ScheduledChecksScanner,
            enqueue_analyses_when_bulk_analysis_requested_1.EnqueueAnalysesWhenBulkAnalysisRequested,
            open_review_task_when_content_compared_1.OpenReviewTaskWhenContentCompared,
            analysis_reactions_1.AnalysisReactions,
            page_scraper_1.PageScraper,
            writing_assistant_1.WritingAssistant,
            ai_connection_test_1.AiConnectionTester,
        ],
    })
], AnalysisModule);
//# sourceMappingURL=analysis.module.js.map