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
exports.ContentItemRow = void 0;
exports.toContentItem = toContentItem;
const typeorm_1 = require("typeorm");
/** Read model: one row per live content item, source URLs inline (they are always read with their item). */
let ContentItemRow = class ContentItemRow {
};
exports.ContentItemRow = ContentItemRow;
__decorate([
    (0, typeorm_1.PrimaryColumn)('uuid'),
    __metadata("design:type", String)
], ContentItemRow.prototype, "id", void 0);
__decorate([
    (0, typeorm_1.Column)('uuid', { name: 'workspace_id' }),
    __metadata("design:type", String)
], ContentItemRow.prototype, "workspaceId", void 0);
__decorate([
    (0, typeorm_1.Column)('text'),
    __metadata("design:type", String)
], ContentItemRow.prototype, "title", void 0);
__decorate([
    (0, typeorm_1.Column)('text'),
    __metadata("design:type", String)
], ContentItemRow.prototype, "url", void 0);
__decorate([
    (0, typeorm_1.Column)('text', { name: 'content_type' }),
    __metadata("design:type", String)
], ContentItemRow.prototype, "contentType", void 0);
__decorate([
    (0, typeorm_1.Column)('text'),
    __metadata("design:type", String)
], ContentItemRow.prototype, "status", void 0);
__decorate([
    (0, typeorm_1.Column)('real', { name: 'health_score' }),
    __metadata("design:type", Number)
], ContentItemRow.prototype, "healthScore", void 0);
__decorate([
    (0, typeorm_1.Column)('timestamptz', { name: 'last_updated', nullable: true }),
    __metadata("design:type", Object)
], ContentItemRow.prototype, "lastUpdated", void 0);
__decorate([
    (0, typeorm_1.Column)('timestamptz', { name: 'last_analyzed', nullable: true }),
    __metadata("design:type", Object)
], ContentItemRow.prototype, "lastAnalyzed", void 0);
__decorate([
    (0, typeorm_1.Column)('timestamptz', { name: 'created_at' }),
    __metadata("design:type", Date)
], ContentItemRow.prototype, "createdAt", void 0);
__decorate([
    (0, typeorm_1.Column)('text', { nullable: true }),
    __metadata("design:type", Object)
], ContentItemRow.prototype, "content", void 0);
__decorate([
    (0, typeorm_1.Column)('text', { name: 'ai_prompt', nullable: true }),
    __metadata("design:type", Object)
], ContentItemRow.prototype, "aiPrompt", void 0);
__decorate([
    (0, typeorm_1.Column)('jsonb', { name: 'check_schedule' }),
    __metadata("design:type", Object)
], ContentItemRow.prototype, "checkSchedule", void 0);
__decorate([
    (0, typeorm_1.Column)('jsonb', { nullable: true }),
    __metadata("design:type", Object)
], ContentItemRow.prototype, "analysis", void 0);
__decorate([
    (0, typeorm_1.Column)('jsonb', { name: 'source_urls' }),
    __metadata("design:type", Array)
], ContentItemRow.prototype, "sourceUrls", void 0);
__decorate([
    (0, typeorm_1.Column)('text'),
    __metadata("design:type", String)
], ContentItemRow.prototype, "document", void 0);
exports.ContentItemRow = ContentItemRow = __decorate([
    (0, typeorm_1.Entity)('content_items')
], ContentItemRow);
const iso = (date) => (date ? date.toISOString() : null);
function toContentItem(row) {
    return {
        id: row.id,
        title: row.title,
        url: row.url,
        contentType: row.contentType,
        status: row.status,
        healthScore: row.healthScore,
        lastUpdated: iso(row.lastUpdated),
        lastAnalyzed: iso(row.lastAnalyzed),
        createdAt: row.createdAt.toISOString(),
        content: row.content,
        aiPrompt: row.aiPrompt,
        checkSchedule: row.checkSchedule,
        analysis: row.analysis,
        sourceUrls: row.sourceUrls,
    };
}
//# sourceMappingURL=content-item.entity.js.map