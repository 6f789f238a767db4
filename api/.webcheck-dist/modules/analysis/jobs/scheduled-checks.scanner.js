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
exports.ScheduledChecksScanner = exports.SCHEDULER_ACTOR = void 0;
const contracts_1 = require("@freshwatch/contracts");
const common_1 = require("@nestjs/common");
const typeorm_1 = require("typeorm");
const config_1 = require("../../../config/config");
const clock_1 = require("../../../shared/domain/clock");
const job_queue_1 = require("../../../shared/jobs/job-queue");
const content_1 = require("../../content");
const analysis_settings_1 = require("../settings/analysis-settings");
const analysis_queues_1 = require("./analysis-queues");
/** What scheduled analyses are recorded as done by. */
exports.SCHEDULER_ACTOR = 'system:scheduler';
/**
 * Every minute, enqueues an analysis for each item whose check schedule is due (and a comparison when it has
 * sources). A due check is named by its item and due time: scanning again before it ran, or in two processes
 * at once, enqueues nothing new, and the analysis records at most one outcome for it.
 */
let ScheduledChecksScanner = class ScheduledChecksScanner {
    constructor(boss, config, dataSource, settings, clock) {
        this.boss = boss;
        this.config = config;
        this.dataSource = dataSource;
        this.settings = settings;
        this.clock = clock;
    }
    async onApplicationBootstrap() {
        if (!this.config.jobs.scheduledChecks)
            return;
        await this.boss.schedule(analysis_queues_1.SCAN_QUEUE, '* * * * *');
        await this.boss.work(analysis_queues_1.SCAN_QUEUE, async () => {
            await this.scan(this.clock.now());
        });
    }
    /** Enqueues the checks due at `now`; returns how many items were due. */
    async scan(now) {
        const due = (await (0, content_1.scheduledContentItems)(this.dataSource)).filter((item) => (0, contracts_1.isCheckDue)(item.checkSchedule, item.lastCheck, now));
        const settings = new Map();
        const settingsOf = (workspaceId) => settings.get(workspaceId) ?? settings.set(workspaceId, this.settings.forWorkspace(workspaceId)).get(workspaceId);
        const analyses = [];
        const comparisons = [];
        for (const item of due) {
            const dueAt = (0, contracts_1.nextRunAfter)(item.checkSchedule, item.lastCheck).toISOString();
            const runId = (0, analysis_queues_1.hashedUuid)(`scheduled:${item.id}:${dueAt}`);
            const { requestTimeoutMs, batchSize } = await settingsOf(item.workspaceId);
            const data = { jobId: runId, contentId: item.id, workspaceId: item.workspaceId, actorId: exports.SCHEDULER_ACTOR };
            const expireInSeconds = (0, analysis_queues_1.analyseJobExpirySeconds)(requestTimeoutMs, batchSize, this.config.jobs.expireSeconds);
            analyses.push({ id: (0, analysis_queues_1.analyseJobId)(runId, item.id), name: analysis_queues_1.ANALYSE_QUEUE, data, singletonKey: `${runId}:${item.id}`, expireInSeconds, ...analysis_queues_1.QUEUE_OPTIONS });
            if (item.hasSources) {
                const compare = { contentId: item.id, workspaceId: item.workspaceId, actorId: exports.SCHEDULER_ACTOR };
                comparisons.push({ id: (0, analysis_queues_1.hashedUuid)(`${analysis_queues_1.COMPARE_QUEUE}:${item.id}:${dueAt}`), name: analysis_queues_1.COMPARE_QUEUE, data: compare, ...analysis_queues_1.QUEUE_OPTIONS });
            }
        }
        if (analyses.length)
            await this.boss.insert(analyses);
        if (comparisons.length)
            await this.boss.insert(comparisons);
        return due.length;
    }
};
exports.ScheduledChecksScanner = ScheduledChecksScanner;
exports.ScheduledChecksScanner = ScheduledChecksScanner = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(job_queue_1.JOB_QUEUE)),
    __param(1, (0, common_1.Inject)(config_1.APP_CONFIG)),
    __metadata("design:paramtypes", [Object, Object, typeorm_1.DataSource,
        analysis_settings_1.AnalysisSettingsReader,
        clock_1.Clock])
], ScheduledChecksScanner);
//# sourceMappingURL=scheduled-checks.scanner.js.map