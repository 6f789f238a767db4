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
exports.AnalyseContentWorker = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const domain_error_1 = require("../../../shared/domain/domain-error");
const stream_executor_1 = require("../../../shared/event-store/stream-executor");
const job_queue_1 = require("../../../shared/jobs/job-queue");
const content_1 = require("../../content");
const analyze_content_item_command_1 = require("../commands/analyze-content-item/analyze-content-item.command");
const analysis_job_1 = require("../domain/analysis-job");
const analysis_job_events_1 = require("../domain/analysis-job.events");
const analysis_settings_1 = require("../settings/analysis-settings");
const analysis_queues_1 = require("./analysis-queues");
const limited_1 = require("./limited");
/**
 * Runs the analyses of bulk refreshes. Each job is the AnalyzeContentItem command with the job's id, which
 * records at most one outcome per item and bulk job: a job that runs again (its process was killed before
 * pg-boss heard it finish, or its expiry passed) finds the outcome recorded and does nothing.
 */
let AnalyseContentWorker = class AnalyseContentWorker {
    constructor(boss, commands, executor, settings) {
        this.boss = boss;
        this.commands = commands;
        this.executor = executor;
        this.settings = settings;
        this.logger = new common_1.Logger('AnalysisJobs');
        this.workerId = null;
    }
    async onApplicationBootstrap() {
        this.workerId = await this.boss.work(analysis_queues_1.ANALYSE_QUEUE, { batchSize: analysis_queues_1.WORKER_FETCH_SIZE, includeMetadata: true, pollingIntervalSeconds: 0.5 }, (jobs) => this.runBatch(jobs));
    }
    /** A workspace's jobs run `batch_size` at a time; different workspaces' side by side. */
    async runBatch(jobs) {
        const byWorkspace = new Map();
        for (const job of jobs)
            byWorkspace.set(job.data.workspaceId, [...(byWorkspace.get(job.data.workspaceId) ?? []), job]);
        await Promise.all([...byWorkspace].map(async ([workspaceId, group]) => {
            const { batchSize } = await this.settings.forWorkspace(workspaceId);
            await (0, limited_1.forEachLimited)(group, batchSize, (job) => this.runOne(job));
        }));
        // A full batch means more are waiting: fetch again now rather than after the polling pause.
        if (jobs.length === analysis_queues_1.WORKER_FETCH_SIZE && this.workerId)
            this.boss.notifyWorker(this.workerId);
    }
    async runOne(job) {
        const { jobId, contentId, workspaceId, actorId } = job.data;
        const actor = { workspaceId, actorId };
        try {
            await this.commands.execute(new analyze_content_item_command_1.AnalyzeContentItemCommand(actor, contentId, jobId));
        }
        catch (error) {
            if (error instanceof domain_error_1.DomainErrorException && error.error.kind === 'not_found') {
                await this.executor.execute((0, analysis_job_events_1.analysisJobStream)(jobId), analysis_job_1.analysisJobModel, (state) => (0, analysis_job_1.decideSkipBulkAnalysisItem)({ jobId, contentId, reason: 'The content item was deleted before it could be analysed.' }, state), actor);
                return;
            }
            const message = error instanceof Error ? error.message : String(error);
            if (job.retryCount < job.retryLimit) {
                this.logger.warn(`Analysis of item ${contentId} failed (attempt ${job.retryCount + 1}), retrying: ${message}`);
                // Only this job goes back to the queue; the batch's others complete as they did.
                await this.boss.fail(analysis_queues_1.ANALYSE_QUEUE, job.id, { message });
                return;
            }
            // The last attempt: the bulk refresh must still finish, with this item counted as failed.
            this.logger.error(`Analysis of item ${contentId} failed for good: ${message}`);
            await this.executor.execute((0, content_1.contentStream)(contentId), content_1.contentItemModel, (state) => (0, content_1.decideRecordAnalysisFailure)({ contentId, workspaceId, jobId, reason: `The analysis could not be completed: ${message}`, code: 'internal' }, state), actor);
        }
    }
};
exports.AnalyseContentWorker = AnalyseContentWorker;
exports.AnalyseContentWorker = AnalyseContentWorker = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(job_queue_1.JOB_QUEUE)),
    __metadata("design:paramtypes", [Object, cqrs_1.CommandBus,
        stream_executor_1.StreamExecutor,
        analysis_settings_1.AnalysisSettingsReader])
], AnalyseContentWorker);
//# sourceMappingURL=analyse-content.worker.js.map