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
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.AuthHttpController = void 0;
const dto_1 = require("@freshwatch/contracts/dto");
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const sign_in_command_1 = require("../commands/sign-in/sign-in.command");
const sign_up_command_1 = require("../commands/sign-up/sign-up.command");
const get_current_user_query_1 = require("../queries/get-current-user/get-current-user.query");
const current_actor_decorator_1 = require("./current-actor.decorator");
const public_decorator_1 = require("./public.decorator");
const sign_in_throttler_guard_1 = require("./sign-in-throttler.guard");
/** A new session id on every sign-in, so that a session id planted before sign-in is worth nothing after. */
function startSession(request, userId) {
    return new Promise((resolve, reject) => request.session.regenerate((error) => {
        if (error)
            return reject(error);
        request.session.userId = userId;
        request.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
    }));
}
let AuthHttpController = class AuthHttpController {
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    async signUp(body, request) {
        const userId = await this.commands.execute(new sign_up_command_1.SignUpCommand(body.email, body.password, body.firstName || null, body.lastName || null));
        await startSession(request, userId);
        return this.queries.execute(new get_current_user_query_1.GetCurrentUserQuery(userId));
    }
    async signIn(body, request) {
        const userId = await this.commands.execute(new sign_in_command_1.SignInCommand(body.email, body.password));
        await startSession(request, userId);
        return this.queries.execute(new get_current_user_query_1.GetCurrentUserQuery(userId));
    }
    currentUser(actor) {
        return this.queries.execute(new get_current_user_query_1.GetCurrentUserQuery(actor.userId));
    }
    login(response) {
        response.redirect(302, '/signin');
    }
    logout(request, response) {
        request.session.destroy(() => {
            response.clearCookie('freshwatch.sid', { path: '/' });
            response.redirect(302, '/');
        });
    }
};
exports.AuthHttpController = AuthHttpController;
__decorate([
    (0, public_decorator_1.Public)(),
    (0, common_1.Post)('auth/signup'),
    (0, swagger_1.ApiOperation)({ summary: 'Create a local account and sign in' }),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [dto_1.SignUpDto, Object]),
    __metadata("design:returntype", Promise)
], AuthHttpController.prototype, "signUp", null);
__decorate([
    (0, public_decorator_1.Public)(),
    (0, common_1.UseGuards)(sign_in_throttler_guard_1.SignInThrottlerGuard),
    (0, common_1.Post)('auth/signin'),
    (0, common_1.HttpCode)(200),
    (0, swagger_1.ApiOperation)({ summary: 'Sign in with email and password (rate-limited)' }),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [dto_1.SignInDto, Object]),
    __metadata("design:returntype", Promise)
], AuthHttpController.prototype, "signIn", null);
__decorate([
    (0, common_1.Get)('auth/user'),
    (0, swagger_1.ApiOperation)({ summary: 'The signed-in user; 401 when signed out' }),
    __param(0, (0, current_actor_decorator_1.CurrentActor)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], AuthHttpController.prototype, "currentUser", null);
__decorate([
    (0, public_decorator_1.Public)(),
    (0, common_1.Get)('login'),
    (0, swagger_1.ApiOperation)({ summary: 'Browser navigation to the sign-in page' }),
    __param(0, (0, common_1.Res)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], AuthHttpController.prototype, "login", null);
__decorate([
    (0, public_decorator_1.Public)(),
    (0, common_1.Get)('logout'),
    (0, swagger_1.ApiOperation)({ summary: 'Ends the session and goes home' }),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Res)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", void 0)
], AuthHttpController.prototype, "logout", null);
exports.AuthHttpController = AuthHttpController = __decorate([
    (0, swagger_1.ApiTags)('auth'),
    (0, common_1.Controller)(),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], AuthHttpController);
//# sourceMappingURL=auth.http.controller.js.map