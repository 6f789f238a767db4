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
exports.ApiKeyRow = void 0;
const typeorm_1 = require("typeorm");
/** Read model: one row per issued key, revoked ones included (they show as revoked). No secret here. */
let ApiKeyRow = class ApiKeyRow {
};
exports.ApiKeyRow = ApiKeyRow;
__decorate([
    (0, typeorm_1.PrimaryColumn)('uuid'),
    __metadata("design:type", String)
], ApiKeyRow.prototype, "id", void 0);
__decorate([
    (0, typeorm_1.Column)('uuid', { name: 'user_id' }),
    __metadata("design:type", String)
], ApiKeyRow.prototype, "userId", void 0);
__decorate([
    (0, typeorm_1.Column)('uuid', { name: 'workspace_id' }),
    __metadata("design:type", String)
], ApiKeyRow.prototype, "workspaceId", void 0);
__decorate([
    (0, typeorm_1.Column)('text'),
    __metadata("design:type", String)
], ApiKeyRow.prototype, "name", void 0);
__decorate([
    (0, typeorm_1.Column)('text'),
    __metadata("design:type", String)
], ApiKeyRow.prototype, "prefix", void 0);
__decorate([
    (0, typeorm_1.Column)('timestamptz', { name: 'created_at' }),
    __metadata("design:type", Date)
], ApiKeyRow.prototype, "createdAt", void 0);
__decorate([
    (0, typeorm_1.Column)('timestamptz', { name: 'revoked_at', nullable: true }),
    __metadata("design:type", Object)
], ApiKeyRow.prototype, "revokedAt", void 0);
exports.ApiKeyRow = ApiKeyRow = __decorate([
    (0, typeorm_1.Entity)('api_keys')
], ApiKeyRow);
//# sourceMappingURL=api-key.entity.js.map