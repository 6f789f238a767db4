"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.IdentityModule = void 0;
const common_1 = require("@nestjs/common");
const passport_1 = require("@nestjs/passport");
const throttler_1 = require("@nestjs/throttler");
const admin_users_http_controller_1 = require("./admin/admin-users.http.controller");
const admin_only_decorator_1 = require("./auth/admin-only.decorator");
const auth_http_controller_1 = require("./auth/auth.http.controller");
const session_strategy_1 = require("./auth/session.strategy");
const sign_in_throttler_guard_1 = require("./auth/sign-in-throttler.guard");
const sign_in_handler_1 = require("./commands/sign-in/sign-in.handler");
const sign_up_handler_1 = require("./commands/sign-up/sign-up.handler");
const update_user_by_admin_handler_1 = require("./commands/update-user-by-admin/update-user-by-admin.handler");
const get_current_user_handler_1 = require("./queries/get-current-user/get-current-user.handler");
const list_users_handler_1 = require("./queries/list-users/list-users.handler");
let IdentityModule = class IdentityModule {
};
exports.IdentityModule = IdentityModule;
exports.IdentityModule = IdentityModule = __decorate([
    (0, common_1.Module)({
        imports: [passport_1.PassportModule, throttler_1.ThrottlerModule.forRoot([sign_in_throttler_guard_1.SIGN_IN_THROTTLE])],
        controllers: [auth_http_controller_1.AuthHttpController, admin_users_http_controller_1.AdminUsersHttpController],
        providers: [session_strategy_1.SessionStrategy, admin_only_decorator_1.AdminGuard, sign_up_handler_1.SignUpHandler, sign_in_handler_1.SignInHandler, update_user_by_admin_handler_1.UpdateUserByAdminHandler, get_current_user_handler_1.GetCurrentUserHandler, list_users_handler_1.ListUsersHandler],
    })
], IdentityModule);
//# sourceMappingURL=identity.module.js.map