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
exports.SourceSnapshotRow = void 0;
const typeorm_1 = require("typeorm");
/** Read model: the latest fingerprint and extracted text of each source URL, what the next comparison diffs against. */
let SourceSnapshotRow = class SourceSnapshotRow {
};
exports.SourceSnapshotRow = SourceSnapshotRow;
__decorate([
    (0, typeorm_1.PrimaryColumn)('uuid'),
    __metadata("design:type", String)
], SourceSnapshotRow.prototype, "id", void 0);
__decorate([
    (0, typeorm_1.Column)('uuid', { name: 'content_id' }),
    __metadata("design:type", String)
], SourceSnapshotRow.prototype, "contentId", void 0);
__decorate([
    (0, typeorm_1.Column)('uuid', { name: 'workspace_id' }),
    __metadata("design:type", String)
], SourceSnapshotRow.prototype, "workspaceId", void 0);
__decorate([
    (0, typeorm_1.Column)('text'),
    __metadata("design:type", String)
], SourceSnapshotRow.prototype, "url", void 0);
__decorate([
    (0, typeorm_1.Column)('text'),
    __metadata("design:type", String)
], SourceSnapshotRow.prototype, "fingerprint", void 0);
__decorate([
    (0, typeorm_1.Column)('text'),
    __metadata("design:type", String)
], SourceSnapshotRow.prototype, "text", void 0);
__decorate([
    (0, typeorm_1.Column)('timestamptz', { name: 'compared_at' }),
    __metadata("design:type", Date)
], SourceSnapshotRow.prototype, "comparedAt", void 0);
__decorate([
    (0, typeorm_1.Column)('timestamptz', { name: 'changed_at', nullable: true }),
    __metadata("design:type", Object)
], SourceSnapshotRow.prototype, "changedAt", void 0);
exports.SourceSnapshotRow = SourceSnapshotRow = __decorate([
    (0, typeorm_1.Entity)('source_snapshots')
], SourceSnapshotRow);
//# sourceMappingURL=source-snapshot.entity.js.map