"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.SignInThrottlerGuard = exports.SIGN_IN_THROTTLE = void 0;
const common_1 = require("@nestjs/common");
const throttler_1 = require("@nestjs/throttler");
exports.SIGN_IN_THROTTLE = { limit: 10, ttl: 60_000 };
/**
 * Counts sign-in attempts per address and email, so that guessing one account's password is slowed down
 * without locking out everyone behind the same address.
 */
let SignInThrottlerGuard = class SignInThrottlerGuard extends throttler_1.ThrottlerGuard {
    async getTracker(request) {
        const email = typeof request.body?.email === 'string' ? request.body.email.trim().toLowerCase() : '';
        return `${request.ip}|${email}`;
    }
    async throwThrottlingException() {
        throw new common_1.HttpException('Too many sign-in attempts. Please wait a minute and try again.', common_1.HttpStatus.TOO_MANY_REQUESTS);
    }
};
exports.SignInThrottlerGuard = SignInThrottlerGuard;
exports.SignInThrottlerGuard = SignInThrottlerGuard = __decorate([
    (0, common_1.Injectable)()
], SignInThrottlerGuard);
//# sourceMappingURL=sign-in-throttler.guard.js.map