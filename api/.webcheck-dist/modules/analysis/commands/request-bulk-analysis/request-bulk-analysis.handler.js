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
exports.RequestBulkAnalysisHandler = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const clock_1 = require("../../../../shared/domain/clock");
const domain_error_1 = require("../../../../shared/domain/domain-error");
const stream_executor_1 = require("../../../../shared/event-store/stream-executor");
const content_1 = require("../../../content");
const analysis_job_1 = require("../../domain/analysis-job");
const analysis_job_events_1 = require("../../domain/analysis-job.events");
const request_bulk_analysis_command_1 = require("./request-bulk-analysis.command");
/** How many unknown ids a refusal lists: enough to find them, short enough to read. */
const LISTED = 5;
/**
 * Records BulkAnalysisRequested on the job's own stream. The analyses are enqueued by a reaction to that event
 * (enqueue-analyses-when-bulk-analysis-requested), so that a crash right after this reply still runs them.
 */
let RequestBulkAnalysisHandler = class RequestBulkAnalysisHandler {
    constructor(executor, ids, dataSource) {
        this.executor = executor;
        this.ids = ids;
        this.dataSource = dataSource;
    }
    async execute({ actor, contentIds }) {
        const wanted = [...new Set(contentIds.map((id) => id.toLowerCase()))];
        // Another workspace's ids are answered like unknown ones: nobody learns which ids exist elsewhere.
        const missing = await (0, content_1.missingContentItems)(this.dataSource, actor.workspaceId, wanted);
        if (missing.length > 0) {
            const listed = missing.slice(0, LISTED).join(', ') + (missing.length > LISTED ? `, and ${missing.length - LISTED} more` : '');
            throw new domain_error_1.DomainErrorException(new domain_error_1.DomainError('CONTENT_ITEMS_NOT_FOUND', 'invalid', `contentIds contains items that do not exist: ${listed}`));
        }
        const jobId = this.ids.next();
        const { events } = await this.executor.execute((0, analysis_job_events_1.analysisJobStream)(jobId), analysis_job_1.analysisJobModel, (state) => (0, analysis_job_1.decideRequestBulkAnalysis)({ jobId, workspaceId: actor.workspaceId, contentIds: wanted }, state), actor);
        return { jobId, total: events[0].data.contentIds.length };
    }
};
exports.RequestBulkAnalysisHandler = RequestBulkAnalysisHandler;
exports.RequestBulkAnalysisHandler = RequestBulkAnalysisHandler = __decorate([
    (0, cqrs_1.CommandHandler)(request_bulk_analysis_command_1.RequestBulkAnalysisCommand),
    __metadata("design:paramtypes", [stream_executor_1.StreamExecutor,
        clock_1.IdGenerator,
        typeorm_1.DataSource])
], RequestBulkAnalysisHandler);
//# sourceMappingURL=request-bulk-analysis.handler.js.map