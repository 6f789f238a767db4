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
exports.AuthenticatedGuard = exports.API_KEY_STRATEGY = void 0;
const common_1 = require("@nestjs/common");
const core_1 = require("@nestjs/core");
const passport_1 = require("@nestjs/passport");
const public_decorator_1 = require("./public.decorator");
const session_strategy_1 = require("./session.strategy");
/**
 * The passport strategy that accepts `Authorization: Bearer <API key>`; the api-keys module implements it.
 * It comes first: when a Bearer header is present it alone decides (a bad key is 401 even with a session
 * cookie); without one it passes and the session decides.
 */
exports.API_KEY_STRATEGY = 'api-key';
/** Global guard: every route needs a signed-in actor (session or API key) unless it is marked @Public(). */
let AuthenticatedGuard = class AuthenticatedGuard extends (0, passport_1.AuthGuard)([exports.API_KEY_STRATEGY, session_strategy_1.SESSION_STRATEGY]) {
    constructor(reflector) {
        super();
        this.reflector = reflector;
    }
    canActivate(context) {
        const isPublic = this.reflector.getAllAndOverride(public_decorator_1.IS_PUBLIC, [context.getHandler(), context.getClass()]);
        if (isPublic)
            return true;
        return super.canActivate(context);
    }
    handleRequest(error, user) {
        if (error)
            throw error;
        if (!user)
            throw new common_1.UnauthorizedException('You are not signed in.');
        return user;
    }
};
exports.AuthenticatedGuard = AuthenticatedGuard;
exports.AuthenticatedGuard = AuthenticatedGuard = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [core_1.Reflector])
], AuthenticatedGuard);
//# sourceMappingURL=authenticated.guard.js.map