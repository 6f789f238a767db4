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
exports.GetAnalysisJobHandler = void 0;
exports.toProgress = toProgress;
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const analysis_job_entity_1 = require("../../projections/analysis-jobs/analysis-job.entity");
const get_analysis_job_query_1 = require("./get-analysis-job.query");
function toProgress(row) {
    return {
        jobId: row.id,
        total: row.total,
        done: row.done,
        failed: row.failed,
        status: row.done + row.failed >= row.total ? 'completed' : 'running',
        createdAt: row.createdAt.toISOString(),
        finishedAt: row.finishedAt?.toISOString() ?? null,
    };
}
let GetAnalysisJobHandler = class GetAnalysisJobHandler {
    constructor(dataSource) {
        this.dataSource = dataSource;
    }
    async execute({ workspaceId, jobId }) {
        const row = await this.dataSource.getRepository(analysis_job_entity_1.AnalysisJobRow).findOne({ where: { id: jobId, workspaceId } });
        return row ? toProgress(row) : null;
    }
};
exports.GetAnalysisJobHandler = GetAnalysisJobHandler;
exports.GetAnalysisJobHandler = GetAnalysisJobHandler = __decorate([
    (0, cqrs_1.QueryHandler)(get_analysis_job_query_1.GetAnalysisJobQuery),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], GetAnalysisJobHandler);
//# sourceMappingURL=get-analysis-job.handler.js.map