"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.AnalyzeContentItemHandler = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const clock_1 = require("../../../../shared/domain/clock");
const stream_executor_1 = require("../../../../shared/event-store/stream-executor");
const content_1 = require("../../../content");
const engine_1 = require("../../engine");
const page_fetchers_1 = require("../../fetching/page-fetchers");
const content_item_state_1 = require("../../read/content-item-state");
const source_snapshots_1 = require("../../read/source-snapshots");
const analysis_settings_1 = require("../../settings/analysis-settings");
const analyse_page_1 = require("./analyse-page");
const analyze_content_item_command_1 = require("./analyze-content-item.command");
/**
 * Analyses an item's page and records ContentAnalyzed, or ContentAnalysisFailed with a reason a person
 * understands when the page cannot be fetched: a failed fetch never breaks the item.
 */
let AnalyzeContentItemHandler = class AnalyzeContentItemHandler {
    constructor(executor, states, settings, fetchers, snapshots, clock) {
        this.executor = executor;
        this.states = states;
        this.settings = settings;
        this.fetchers = fetchers;
        this.snapshots = snapshots;
        this.clock = clock;
        this.logger = new common_1.Logger('Analysis');
    }
    async execute({ actor, contentId, jobId }) {
        const { workspaceId } = actor;
        const item = await this.states.visible(contentId, workspaceId);
        if (jobId && item.analysis.recordedJobIds.includes(jobId))
            return { outcome: 'already_recorded' };
        const settings = await this.settings.forWorkspace(workspaceId);
        let result;
        try {
            result = await (0, analyse_page_1.analysePage)({
                url: item.fields.url,
                aiPrompt: item.fields.aiPrompt,
                changedSources: (0, content_1.pendingSourceChanges)(item).map(({ url, summary }) => ({ url, summary })),
                sourceExcerpts: async () => [...(await this.snapshots.forItem(contentId)).values()],
                settings,
                fetcher: this.fetchers.forTimeout(settings.requestTimeoutMs),
                now: this.clock.now(),
            });
        }
        catch (error) {
            if (!(error instanceof engine_1.FetchFailure))
                throw error;
            const { events } = await this.executor.execute((0, content_1.contentStream)(contentId), content_1.contentItemModel, (state) => (0, content_1.decideRecordAnalysisFailure)({ contentId, workspaceId, jobId, reason: error.reason, code: error.code }, state), actor);
            if (events.length === 0)
                return { outcome: 'already_recorded' };
            this.logger.debug(`Analysis of ${item.fields.url} failed: ${error.reason}`);
            return { outcome: 'failed', reason: error.reason, code: error.code };
        }
        const { events } = await this.executor.execute((0, content_1.contentStream)(contentId), content_1.contentItemModel, (state) => (0, content_1.decideRecordAnalysis)({ contentId, workspaceId, jobId, ...result }, state), actor);
        return events.length === 0 ? { outcome: 'already_recorded' } : { outcome: 'analysed' };
    }
};
exports.AnalyzeContentItemHandler = AnalyzeContentItemHandler;
exports.AnalyzeContentItemHandler = AnalyzeContentItemHandler = __decorate([
    (0, cqrs_1.CommandHandler)(analyze_content_item_command_1.AnalyzeContentItemCommand),
    __metadata("design:paramtypes", [stream_executor_1.StreamExecutor,
        content_item_state_1.ContentItemStates,
        analysis_settings_1.AnalysisSettingsReader,
        page_fetchers_1.PageFetchers,
        source_snapshots_1.SourceSnapshots,
        clock_1.Clock])
], AnalyzeContentItemHandler);
//# sourceMappingURL=analyze-content-item.handler.js.map