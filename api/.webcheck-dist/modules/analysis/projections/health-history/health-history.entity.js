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
exports.HealthHistoryRow = void 0;
const typeorm_1 = require("typeorm");
/** Read model: one row per analysis, for reports and auditors; rows outlive their item. */
let HealthHistoryRow = class HealthHistoryRow {
};
exports.HealthHistoryRow = HealthHistoryRow;
__decorate([
    (0, typeorm_1.PrimaryColumn)('bigint'),
    __metadata("design:type", String)
], HealthHistoryRow.prototype, "position", void 0);
__decorate([
    (0, typeorm_1.Column)('uuid', { name: 'content_id' }),
    __metadata("design:type", String)
], HealthHistoryRow.prototype, "contentId", void 0);
__decorate([
    (0, typeorm_1.Column)('uuid', { name: 'workspace_id' }),
    __metadata("design:type", String)
], HealthHistoryRow.prototype, "workspaceId", void 0);
__decorate([
    (0, typeorm_1.Column)('timestamptz', { name: 'analysed_at' }),
    __metadata("design:type", Date)
], HealthHistoryRow.prototype, "analysedAt", void 0);
__decorate([
    (0, typeorm_1.Column)('real', { name: 'health_score' }),
    __metadata("design:type", Number)
], HealthHistoryRow.prototype, "healthScore", void 0);
__decorate([
    (0, typeorm_1.Column)('real'),
    __metadata("design:type", Number)
], HealthHistoryRow.prototype, "freshness", void 0);
__decorate([
    (0, typeorm_1.Column)('real', { name: 'seo_score' }),
    __metadata("design:type", Number)
], HealthHistoryRow.prototype, "seoScore", void 0);
__decorate([
    (0, typeorm_1.Column)('real'),
    __metadata("design:type", Number)
], HealthHistoryRow.prototype, "readability", void 0);
__decorate([
    (0, typeorm_1.Column)('text'),
    __metadata("design:type", String)
], HealthHistoryRow.prototype, "status", void 0);
__decorate([
    (0, typeorm_1.Column)('text'),
    __metadata("design:type", String)
], HealthHistoryRow.prototype, "analyser", void 0);
__decorate([
    (0, typeorm_1.Column)('text', { nullable: true }),
    __metadata("design:type", Object)
], HealthHistoryRow.prototype, "model", void 0);
exports.HealthHistoryRow = HealthHistoryRow = __decorate([
    (0, typeorm_1.Entity)('health_history')
], HealthHistoryRow);
//# sourceMappingURL=health-history.entity.js.map