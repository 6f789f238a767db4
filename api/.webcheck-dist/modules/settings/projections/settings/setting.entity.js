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
exports.settingRowId = exports.SettingRow = void 0;
const typeorm_1 = require("typeorm");
/**
 * Read model: one row per setting a workspace has changed from its default. The AI key's row holds only its
 * masked form ('••••' and the last 4 characters), which is all the API ever shows of it.
 */
let SettingRow = class SettingRow {
};
exports.SettingRow = SettingRow;
__decorate([
    (0, typeorm_1.PrimaryColumn)('text'),
    __metadata("design:type", String)
], SettingRow.prototype, "id", void 0);
__decorate([
    (0, typeorm_1.Column)('uuid', { name: 'workspace_id' }),
    __metadata("design:type", String)
], SettingRow.prototype, "workspaceId", void 0);
__decorate([
    (0, typeorm_1.Column)('text'),
    __metadata("design:type", String)
], SettingRow.prototype, "key", void 0);
__decorate([
    (0, typeorm_1.Column)('text'),
    __metadata("design:type", String)
], SettingRow.prototype, "value", void 0);
__decorate([
    (0, typeorm_1.Column)('timestamptz', { name: 'updated_at' }),
    __metadata("design:type", Date)
], SettingRow.prototype, "updatedAt", void 0);
exports.SettingRow = SettingRow = __decorate([
    (0, typeorm_1.Entity)('settings')
], SettingRow);
const settingRowId = (workspaceId, key) => `${workspaceId}/${key}`;
exports.settingRowId = settingRowId;
//# sourceMappingURL=setting.entity.js.map