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
exports.AnalysisReactions = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("typeorm");
const event_store_port_1 = require("../../../shared/event-store/event-store.port");
const reaction_runner_1 = require("../../../shared/reactions/reaction-runner");
const enqueue_analyses_when_bulk_analysis_requested_1 = require("./enqueue-analyses-when-bulk-analysis-requested");
const open_review_task_when_content_compared_1 = require("./open-review-task-when-content-compared");
/** Runs the analysis module's reactions from the moment the app is up until it closes. */
let AnalysisReactions = class AnalysisReactions {
    constructor(dataSource, eventStore, enqueueAnalyses, openReviewTask) {
        this.runner = new reaction_runner_1.ReactionRunner(dataSource, eventStore, [enqueueAnalyses, openReviewTask]);
    }
    onApplicationBootstrap() {
        return this.runner.start();
    }
    onModuleDestroy() {
        return this.runner.stop();
    }
};
exports.AnalysisReactions = AnalysisReactions;
exports.AnalysisReactions = AnalysisReactions = __decorate([
    (0, common_1.Injectable)(),
    __param(1, (0, common_1.Inject)(event_store_port_1.EVENT_STORE)),
    __metadata("design:paramtypes", [typeorm_1.DataSource, Object, enqueue_analyses_when_bulk_analysis_requested_1.EnqueueAnalysesWhenBulkAnalysisRequested,
        open_review_task_when_content_compared_1.OpenReviewTaskWhenContentCompared])
], AnalysisReactions);
//# sourceMappingURL=analysis-reactions.js.map