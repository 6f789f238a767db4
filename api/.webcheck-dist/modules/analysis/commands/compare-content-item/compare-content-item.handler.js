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
exports.CompareContentItemHandler = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const stream_executor_1 = require("../../../../shared/event-store/stream-executor");
const content_1 = require("../../../content");
const ai_verdict_1 = require("../../ai/ai-verdict");
const engine_1 = require("../../engine");
const page_fetchers_1 = require("../../fetching/page-fetchers");
const content_item_state_1 = require("../../read/content-item-state");
const source_snapshots_1 = require("../../read/source-snapshots");
const analysis_settings_1 = require("../../settings/analysis-settings");
const compare_content_item_command_1 = require("./compare-content-item.command");
const observe_source_1 = require("./observe-source");
/**
 * Fetches each source URL through the guarded fetcher, fingerprints its text and diffs it against the last
 * snapshot, then records ContentCompared with every source's outcome (unchanged, changed, unreachable).
 */
let CompareContentItemHandler = class CompareContentItemHandler {
    constructor(executor, states, queries, settings, fetchers, snapshots) {
        this.executor = executor;
        this.states = states;
        this.queries = queries;
        this.settings = settings;
        this.fetchers = fetchers;
        this.snapshots = snapshots;
        this.logger = new common_1.Logger('Comparison');
    }
    async execute({ actor, contentId }) {
        const { workspaceId } = actor;
        await this.states.visible(contentId, workspaceId);
        const item = JSON.parse((await this.queries.execute(new content_1.GetContentItemQuery(workspaceId, contentId))) ?? 'null');
        if (!item || item.sourceUrls.length === 0)
            return { sources: [] };
        const settings = await this.settings.forWorkspace(workspaceId);
        const fetcher = this.fetchers.forTimeout(settings.requestTimeoutMs);
        const previous = await this.snapshots.forItem(contentId);
        const observations = await Promise.all(item.sourceUrls.map((source) => (0, observe_source_1.observeSource)(fetcher, source, previous.get(source.id))));
        const verdict = settings.ai ? await this.verdict(item.url, observations, fetcher, settings) : null;
        const { events } = await this.executor.execute((0, content_1.contentStream)(contentId), content_1.contentItemModel, (state, now) => (0, content_1.decideRecordComparison)({ contentId, workspaceId, observations, aiVerdict: verdict?.verdict, usage: verdict?.usage }, state, now), actor);
        const recorded = events[0]?.data;
        const sources = (recorded?.sources ?? []).map(({ sourceUrlId, url, outcome, summary, reason }) => ({
            sourceUrlId,
            url,
            outcome,
            ...(summary ? { summary } : {}),
            ...(reason ? { reason } : {}),
        }));
        return { sources, ...(recorded?.aiVerdict ? { aiVerdict: recorded.aiVerdict } : {}) };
    }
    /** With an AI model configured: does the page, as it is now, contradict what its sources say? */
    async verdict(url, observations, fetcher, settings) {
        const readable = observations.flatMap((o) => ('text' in o ? [{ url: o.url, text: o.text, changeSummary: o.changeSummary || undefined }] : []));
        if (readable.length === 0)
            return null;
        let pageText;
        try {
            pageText = (0, engine_1.extractPage)(await fetcher.fetchPage(url)).mainText;
        }
        catch (error) {
            if (!(error instanceof engine_1.FetchFailure))
                throw error;
            this.logger.debug(`No AI verdict for ${url}: ${error.reason}`);
            return null;
        }
        const verdict = await (0, ai_verdict_1.askContradictionVerdict)({ url, pageText, sources: readable }, settings.ai, settings.requestTimeoutMs);
        if (verdict.failure)
            this.logger.warn(`No AI verdict for ${url}: the AI step failed (${verdict.failure}).`);
        return verdict;
    }
};
exports.CompareContentItemHandler = CompareContentItemHandler;
exports.CompareContentItemHandler = CompareContentItemHandler = __decorate([
    (0, cqrs_1.CommandHandler)(compare_content_item_command_1.CompareContentItemCommand),
    __metadata("design:paramtypes", [stream_executor_1.StreamExecutor,
        content_item_state_1.ContentItemStates,
        cqrs_1.QueryBus,
        analysis_settings_1.AnalysisSettingsReader,
        page_fetchers_1.PageFetchers,
        source_snapshots_1.SourceSnapshots])
], CompareContentItemHandler);
//# sourceMappingURL=compare-content-item.handler.js.map