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
exports.EnqueueAnalysesWhenBulkAnalysisRequested = void 0;
const common_1 = require("@nestjs/common");
const config_1 = require("../../../config/config");
const job_queue_1 = require("../../../shared/jobs/job-queue");
const analysis_queues_1 = require("../jobs/analysis-queues");
const analysis_settings_1 = require("../settings/analysis-settings");
const INSERT_CHUNK = 1000;
/**
 * One analysis job per item of a bulk refresh. Job ids derive from the bulk job and the item, so running this
 * twice for one event (after a crash) enqueues nothing new.
 */
let EnqueueAnalysesWhenBulkAnalysisRequested = class EnqueueAnalysesWhenBulkAnalysisRequested {
    constructor(boss, settings, config) {
        this.boss = boss;
        this.settings = settings;
        this.config = config;
        this.name = 'enqueue-analyses-when-bulk-analysis-requested';
        this.handles = ['BulkAnalysisRequested'];
    }
    async react(event) {
        const { jobId, workspaceId, contentIds } = event.data;
        const { requestTimeoutMs, batchSize } = await this.settings.forWorkspace(workspaceId);
        const expireInSeconds = (0, analysis_queues_1.analyseJobExpirySeconds)(requestTimeoutMs, batchSize, this.config.jobs.expireSeconds);
        const jobs = contentIds.map((contentId) => ({
            id: (0, analysis_queues_1.analyseJobId)(jobId, contentId),
            name: analysis_queues_1.ANALYSE_QUEUE,
            data: { jobId, contentId, workspaceId, actorId: event.metadata.actorId },
            singletonKey: `${jobId}:${contentId}`,
            expireInSeconds,
            ...analysis_queues_1.QUEUE_OPTIONS,
        }));
        for (let i = 0; i < jobs.length; i += INSERT_CHUNK)
            await this.boss.insert(jobs.slice(i, i + INSERT_CHUNK));
    }
};
exports.EnqueueAnalysesWhenBulkAnalysisRequested = EnqueueAnalysesWhenBulkAnalysisRequested;
exports.EnqueueAnalysesWhenBulkAnalysisRequested = EnqueueAnalysesWhenBulkAnalysisRequested = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(job_queue_1.JOB_QUEUE)),
    __param(2, (0, common_1.Inject)(config_1.APP_CONFIG)),
    __metadata("design:paramtypes", [Object, analysis_settings_1.AnalysisSettingsReader, Object])
], EnqueueAnalysesWhenBulkAnalysisRequested);
//# sourceMappingURL=enqueue-analyses-when-bulk-analysis-requested.js.map