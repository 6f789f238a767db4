"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.AdminOnly = exports.AdminGuard = exports.ADMIN_ONLY_MESSAGE = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
exports.ADMIN_ONLY_MESSAGE = 'Only administrators can do this.';
/**
 * Runs after the global AuthenticatedGuard, so an actor is present (signed out is 401 before this). Requests
 * signed with an API key are refused too: a key is for the WordPress plugin, not for administering users.
 */
let AdminGuard = class AdminGuard {
    canActivate(context) {
        const actor = context.switchToHttp().getRequest().user;
        if (actor?.role !== 'admin' || actor.actorId !== actor.userId)
            throw new common_1.ForbiddenException(exports.ADMIN_ONLY_MESSAGE);
        return true;
    }
};
exports.AdminGuard = AdminGuard;
exports.AdminGuard = AdminGuard = __decorate([
    (0, common_1.Injectable)()
], AdminGuard);
/** Marks a route or controller for administrators only (every /api/admin route). */
const AdminOnly = () => (0, common_1.applyDecorators)((0, common_1.UseGuards)(AdminGuard), (0, swagger_1.ApiForbiddenResponse)({ description: exports.ADMIN_ONLY_MESSAGE }));
exports.AdminOnly = AdminOnly;
//# sourceMappingURL=admin-only.decorator.js.map