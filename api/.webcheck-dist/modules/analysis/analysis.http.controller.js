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
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.AnalysisHttpController = void 0;
const dto_1 = require("@freshwatch/contracts/dto");
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const rxjs_1 = require("rxjs");
const id_pipe_1 = require("../../shared/http/id.pipe");
const content_1 = require("../content");
const identity_1 = require("../identity");
const analyze_content_item_command_1 = require("./commands/analyze-content-item/analyze-content-item.command");
const compare_content_item_command_1 = require("./commands/compare-content-item/compare-content-item.command");
const request_bulk_analysis_command_1 = require("./commands/request-bulk-analysis/request-bulk-analysis.command");
const get_analysis_job_query_1 = require("./queries/get-analysis-job/get-analysis-job.query");
const get_health_history_query_1 = require("./queries/get-health-history/get-health-history.query");
const AnalysisJobIdPipe = (0, id_pipe_1.idPipe)('Analysis job');
/** How often the progress stream looks at the read model. */
const PROGRESS_POLL_MS = 500;
let AnalysisHttpController = class AnalysisHttpController {
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    async analyze(actor, id) {
        const result = await this.commands.execute(new analyze_content_item_command_1.AnalyzeContentItemCommand(actor, id));
        if (result.outcome === 'failed')
            throw new common_1.UnprocessableEntityException({ statusCode: 422, error: 'Unprocessable Entity', message: result.reason, code: result.code });
        return this.itemJson(actor, id);
    }
    async compare(actor, id) {
        const result = await this.commands.execute(new compare_content_item_command_1.CompareContentItemCommand(actor, id));
        return `{"item":${await this.itemJson(actor, id)},"sources":${JSON.stringify(result.sources)}${result.aiVerdict ? `,"aiVerdict":${JSON.stringify(result.aiVerdict)}` : ''}}`;
    }
    bulkAnalyze(actor, body) {
        return this.commands.execute(new request_bulk_analysis_command_1.RequestBulkAnalysisCommand(actor, body.contentIds));
    }
    async job(actor, jobId) {
        const progress = await this.queries.execute(new get_analysis_job_query_1.GetAnalysisJobQuery(actor.workspaceId, jobId));
        if (!progress)
            throw new common_1.NotFoundException('Analysis job not found.');
        return progress;
    }
    async jobEvents(actor, jobId) {
        await this.job(actor, jobId);
        return (0, rxjs_1.interval)(PROGRESS_POLL_MS).pipe((0, rxjs_1.startWith)(0), (0, rxjs_1.switchMap)(() => (0, rxjs_1.from)(this.queries.execute(new get_analysis_job_query_1.GetAnalysisJobQuery(actor.workspaceId, jobId)))), (0, rxjs_1.distinctUntilChanged)((a, b) => a.done === b.done && a.failed === b.failed), (0, rxjs_1.takeWhile)((progress) => progress.status !== 'completed', true), (0, rxjs_1.map)((progress) => ({ type: 'progress', data: progress })));
    }
    async healthHistory(actor, id) {
        const history = await this.queries.execute(new get_health_history_query_1.GetHealthHistoryQuery(actor.workspaceId, id));
        if (!history)
            throw new common_1.NotFoundException('Content item not found.');
        return history;
    }
    async itemJson(actor, id) {
        const item = await this.queries.execute(new content_1.GetContentItemQuery(actor.workspaceId, id));
        if (item === null)
            throw new common_1.NotFoundException('Content item not found.');
        return item;
    }
};
exports.AnalysisHttpController = AnalysisHttpController;
__decorate([
    (0, common_1.Post)('content-items/:id/analyze'),
    (0, common_1.HttpCode)(200),
    (0, common_1.Header)('Content-Type', 'application/json; charset=utf-8'),
    (0, swagger_1.ApiOperation)({ summary: "Analyse the item's page now; 422 with the reason when the page cannot be fetched" }),
    __param(0, (0, identity_1.CurrentActor)()),
    __param(1, (0, common_1.Param)('id', id_pipe_1.ContentIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], AnalysisHttpController.prototype, "analyze", null);
__decorate([
    (0, common_1.Post)('content-items/:id/compare'),
    (0, common_1.HttpCode)(200),
    (0, common_1.Header)('Content-Type', 'application/json; charset=utf-8'),
    (0, swagger_1.ApiOperation)({ summary: 'Compare the source URLs with their last comparison; a changed source moves the item to needs_update' }),
    __param(0, (0, identity_1.CurrentActor)()),
    __param(1, (0, common_1.Param)('id', id_pipe_1.ContentIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], AnalysisHttpController.prototype, "compare", null);
__decorate([
    (0, common_1.Post)('content-items/bulk-analyze'),
    (0, common_1.HttpCode)(202),
    (0, swagger_1.ApiOperation)({ summary: "Start a bulk refresh ('Refresh All'); 202 with the job id at once" }),
    __param(0, (0, identity_1.CurrentActor)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, dto_1.BulkAnalyzeDto]),
    __metadata("design:returntype", Promise)
], AnalysisHttpController.prototype, "bulkAnalyze", null);
__decorate([
    (0, common_1.Get)('analysis-jobs/:jobId'),
    (0, swagger_1.ApiOperation)({ summary: "A bulk refresh's progress: total, done, failed, running or completed" }),
    __param(0, (0, identity_1.CurrentActor)()),
    __param(1, (0, common_1.Param)('jobId', AnalysisJobIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], AnalysisHttpController.prototype, "job", null);
__decorate([
    (0, common_1.Sse)('analysis-jobs/:jobId/events'),
    (0, swagger_1.ApiOperation)({ summary: "A bulk refresh's progress as server-sent events, ending when it completes" }),
    __param(0, (0, identity_1.CurrentActor)()),
    __param(1, (0, common_1.Param)('jobId', AnalysisJobIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], AnalysisHttpController.prototype, "jobEvents", null);
__decorate([
    (0, common_1.Get)('content-items/:id/health-history'),
    (0, swagger_1.ApiOperation)({ summary: "The item's health score and sub-scores at every analysis, oldest first (for reports and auditors)" }),
    __param(0, (0, identity_1.CurrentActor)()),
    __param(1, (0, common_1.Param)('id', id_pipe_1.ContentIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], AnalysisHttpController.prototype, "healthHistory", null);
exports.AnalysisHttpController = AnalysisHttpController = __decorate([
    (0, swagger_1.ApiTags)('analysis'),
    (0, common_1.Controller)(),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], AnalysisHttpController);
//# sourceMappingURL=analysis.http.controller.js.map