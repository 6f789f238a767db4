"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.SessionOnlyGuard = void 0;
const common_1 = require("@nestjs/common");
/** A key cannot mint or revoke keys: a leaked key must not be able to outlive its own revocation. */
let SessionOnlyGuard = class SessionOnlyGuard {
    canActivate(context) {
        const actor = context.switchToHttp().getRequest().user;
        if (actor && actor.actorId !== actor.userId)
            throw new common_1.ForbiddenException('API keys are managed from a signed-in session, not with an API key.');
        return true;
    }
};
exports.SessionOnlyGuard = SessionOnlyGuard;
exports.SessionOnlyGuard = SessionOnlyGuard = __decorate([
    (0, common_1.Injectable)()
], SessionOnlyGuard);
//# sourceMappingURL=session-only.guard.js.map