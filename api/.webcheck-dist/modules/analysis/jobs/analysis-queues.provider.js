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
exports.AnalysisQueues = void 0;
const common_1 = require("@nestjs/common");
const job_queue_1 = require("../../../shared/jobs/job-queue");
const analysis_queues_1 = require("./analysis-queues");
/** The module's pg-boss queues, created before anything enqueues (pg-boss 10 refuses jobs for unknown queues). */
let AnalysisQueues = class AnalysisQueues {
    constructor(boss) {
        this.boss = boss;
    }
    onModuleInit() {
        return (0, job_queue_1.ensureQueues)(this.boss, [
            { name: analysis_queues_1.ANALYSE_QUEUE, ...analysis_queues_1.QUEUE_OPTIONS },
            { name: analysis_queues_1.COMPARE_QUEUE, ...analysis_queues_1.QUEUE_OPTIONS },
            { name: analysis_queues_1.SCAN_QUEUE, retryLimit: 0 },
        ]);
    }
};
exports.AnalysisQueues = AnalysisQueues;
exports.AnalysisQueues = AnalysisQueues = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(job_queue_1.JOB_QUEUE)),
    __metadata("design:paramtypes", [Object])
], AnalysisQueues);
//# sourceMappingURL=analysis-queues.provider.js.map