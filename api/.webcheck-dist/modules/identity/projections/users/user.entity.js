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
exports.UserRow = void 0;
exports.toUser = toUser;
const typeorm_1 = require("typeorm");
/** Read model: one row per registered user. */
let UserRow = class UserRow {
};
exports.UserRow = UserRow;
__decorate([
    (0, typeorm_1.PrimaryColumn)('uuid'),
    __metadata("design:type", String)
], UserRow.prototype, "id", void 0);
__decorate([
    (0, typeorm_1.Column)('uuid', { name: 'workspace_id' }),
    __metadata("design:type", String)
], UserRow.prototype, "workspaceId", void 0);
__decorate([
    (0, typeorm_1.Column)('text'),
    __metadata("design:type", String)
], UserRow.prototype, "email", void 0);
__decorate([
    (0, typeorm_1.Column)('text', { name: 'first_name', nullable: true }),
    __metadata("design:type", Object)
], UserRow.prototype, "firstName", void 0);
__decorate([
    (0, typeorm_1.Column)('text', { name: 'last_name', nullable: true }),
    __metadata("design:type", Object)
], UserRow.prototype, "lastName", void 0);
__decorate([
    (0, typeorm_1.Column)('text', { name: 'profile_image_url', nullable: true }),
    __metadata("design:type", Object)
], UserRow.prototype, "profileImageUrl", void 0);
__decorate([
    (0, typeorm_1.Column)('text'),
    __metadata("design:type", String)
], UserRow.prototype, "role", void 0);
__decorate([
    (0, typeorm_1.Column)('text', { name: 'plan_type' }),
    __metadata("design:type", String)
], UserRow.prototype, "planType", void 0);
__decorate([
    (0, typeorm_1.Column)('text', { name: 'subscription_status' }),
    __metadata("design:type", String)
], UserRow.prototype, "subscriptionStatus", void 0);
__decorate([
    (0, typeorm_1.Column)('text', { name: 'stripe_customer_id', nullable: true }),
    __metadata("design:type", Object)
], UserRow.prototype, "stripeCustomerId", void 0);
__decorate([
    (0, typeorm_1.Column)('text', { name: 'stripe_subscription_id', nullable: true }),
    __metadata("design:type", Object)
], UserRow.prototype, "stripeSubscriptionId", void 0);
__decorate([
    (0, typeorm_1.Column)('timestamptz', { name: 'created_at' }),
    __metadata("design:type", Date)
], UserRow.prototype, "createdAt", void 0);
__decorate([
    (0, typeorm_1.Column)('timestamptz', { name: 'updated_at' }),
    __metadata("design:type", Date)
], UserRow.prototype, "updatedAt", void 0);
exports.UserRow = UserRow = __decorate([
    (0, typeorm_1.Entity)('users')
], UserRow);
function toUser(row) {
    return {
        id: row.id,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        profileImageUrl: row.profileImageUrl,
        role: row.role,
        workspaceId: row.workspaceId,
        planType: row.planType,
        subscriptionStatus: row.subscriptionStatus,
        stripeCustomerId: row.stripeCustomerId,
        stripeSubscriptionId: row.stripeSubscriptionId,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
    };
}
//# sourceMappingURL=user.entity.js.map