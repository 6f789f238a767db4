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
exports.AnalysisJobRow = void 0;
const typeorm_1 = require("typeorm");
/** Read model: the progress of each bulk refresh, what GET /api/analysis-jobs/{id} answers. */
let AnalysisJobRow = class AnalysisJobRow {
};
exports.AnalysisJobRow = AnalysisJobRow;
__decorate([
    (0, typeorm_1.PrimaryColumn)('uuid'),
    __metadata("design:type", String)
], AnalysisJobRow.prototype, "id", void 0);
__decorate([
    (0, typeorm_1.Column)('uuid', { name: 'workspace_id' }),
    __metadata("design:type", String)
], AnalysisJobRow.prototype, "workspaceId", void 0);
__decorate([
    (0, typeorm_1.Column)('integer'),
    __metadata("design:type", Number)
], AnalysisJobRow.prototype, "total", void 0);
__decorate([
    (0, typeorm_1.Column)('integer'),
    __metadata("design:type", Number)
], AnalysisJobRow.prototype, "done", void 0);
__decorate([
    (0, typeorm_1.Column)('integer'),
    __metadata("design:type", Number)
], AnalysisJobRow.prototype, "failed", void 0);
__decorate([
    (0, typeorm_1.Column)('timestamptz', { name: 'created_at' }),
    __metadata("design:type", Date)
], AnalysisJobRow.prototype, "createdAt", void 0);
__decorate([
    (0, typeorm_1.Column)('timestamptz', { name: 'finished_at', nullable: true }),
    __metadata("design:type", Object)
], AnalysisJobRow.prototype, "finishedAt", void 0);
exports.AnalysisJobRow = AnalysisJobRow = __decorate([
    (0, typeorm_1.Entity)('analysis_jobs')
], AnalysisJobRow);
//# sourceMappingURL=analysis-job.entity.js.map