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
exports.CompareContentWorker = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const domain_error_1 = require("../../../shared/domain/domain-error");
const job_queue_1 = require("../../../shared/jobs/job-queue");
const compare_content_item_command_1 = require("../commands/compare-content-item/compare-content-item.command");
const analysis_queues_1 = require("./analysis-queues");
const limited_1 = require("./limited");
/** Comparisons are few (scheduled checks of items with sources): a fixed, small concurrency is enough. */
const CONCURRENCY = 3;
/** Runs scheduled comparisons; an item deleted meanwhile needs no comparison any more. */
let CompareContentWorker = class CompareContentWorker {
    constructor(boss, commands) {
        this.boss = boss;
        this.commands = commands;
        this.logger = new common_1.Logger('ComparisonJobs');
    }
    async onApplicationBootstrap() {
        await this.boss.work(analysis_queues_1.COMPARE_QUEUE, { batchSize: CONCURRENCY, pollingIntervalSeconds: 2 }, (jobs) => (0, limited_1.forEachLimited)(jobs, CONCURRENCY, (job) => this.runOne(job)));
    }
    async runOne(job) {
        const { contentId, workspaceId, actorId } = job.data;
        try {
            await this.commands.execute(new compare_content_item_command_1.CompareContentItemCommand({ workspaceId, actorId }, contentId));
        }
        catch (error) {
            if (error instanceof domain_error_1.DomainErrorException && error.error.kind === 'not_found')
                return;
            this.logger.warn(`Comparison of item ${contentId} failed: ${error instanceof Error ? error.message : String(error)}`);
            await this.boss.fail(analysis_queues_1.COMPARE_QUEUE, job.id, { message: error instanceof Error ? error.message : String(error) });
        }
    }
};
exports.CompareContentWorker = CompareContentWorker;
exports.CompareContentWorker = CompareContentWorker = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(job_queue_1.JOB_QUEUE)),
    __metadata("design:paramtypes", [Object, cqrs_1.CommandBus])
], CompareContentWorker);
//# sourceMappingURL=compare-content.worker.js.map