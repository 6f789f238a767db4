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
exports.TaskRow = void 0;
exports.toTask = toTask;
const typeorm_1 = require("typeorm");
/** Read model: one row per live task. */
let TaskRow = class TaskRow {
};
exports.TaskRow = TaskRow;
__decorate([
    (0, typeorm_1.PrimaryColumn)('uuid'),
    __metadata("design:type", String)
], TaskRow.prototype, "id", void 0);
__decorate([
    (0, typeorm_1.Column)('uuid', { name: 'workspace_id' }),
    __metadata("design:type", String)
], TaskRow.prototype, "workspaceId", void 0);
__decorate([
    (0, typeorm_1.Column)('text'),
    __metadata("design:type", String)
], TaskRow.prototype, "title", void 0);
__decorate([
    (0, typeorm_1.Column)('text', { nullable: true }),
    __metadata("design:type", Object)
], TaskRow.prototype, "description", void 0);
__decorate([
    (0, typeorm_1.Column)('text'),
    __metadata("design:type", String)
], TaskRow.prototype, "priority", void 0);
__decorate([
    (0, typeorm_1.Column)('text'),
    __metadata("design:type", String)
], TaskRow.prototype, "status", void 0);
__decorate([
    (0, typeorm_1.Column)('uuid', { name: 'content_id', nullable: true }),
    __metadata("design:type", Object)
], TaskRow.prototype, "contentId", void 0);
__decorate([
    (0, typeorm_1.Column)('timestamptz', { name: 'created_at' }),
    __metadata("design:type", Date)
], TaskRow.prototype, "createdAt", void 0);
__decorate([
    (0, typeorm_1.Column)('timestamptz', { name: 'completed_at', nullable: true }),
    __metadata("design:type", Object)
], TaskRow.prototype, "completedAt", void 0);
exports.TaskRow = TaskRow = __decorate([
    (0, typeorm_1.Entity)('tasks')
], TaskRow);
function toTask(row) {
    return {
        id: row.id,
        title: row.title,
        description: row.description,
        priority: row.priority,
        status: row.status,
        contentId: row.contentId,
        createdAt: row.createdAt.toISOString(),
        completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    };
}
//# sourceMappingURL=task.entity.js.map