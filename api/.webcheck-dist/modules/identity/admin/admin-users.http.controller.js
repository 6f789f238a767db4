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
exports.AdminUsersHttpController = void 0;
const dto_1 = require("@freshwatch/contracts/dto");
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const id_pipe_1 = require("../../../shared/http/id.pipe");
const admin_only_decorator_1 = require("../auth/admin-only.decorator");
const current_actor_decorator_1 = require("../auth/current-actor.decorator");
const update_user_by_admin_command_1 = require("../commands/update-user-by-admin/update-user-by-admin.command");
const get_current_user_query_1 = require("../queries/get-current-user/get-current-user.query");
const list_users_query_1 = require("../queries/list-users/list-users.query");
const UserIdPipe = (0, id_pipe_1.idPipe)('User');
/** The Users screen. Every route here is for administrators (403 for members, 401 signed out). */
let AdminUsersHttpController = class AdminUsersHttpController {
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    list() {
        return this.queries.execute(new list_users_query_1.ListUsersQuery());
    }
    async update(admin, userId, body) {
        await this.commands.execute(new update_user_by_admin_command_1.UpdateUserByAdminCommand(admin, userId, body));
        return this.queries.execute(new get_current_user_query_1.GetCurrentUserQuery(userId));
    }
};
exports.AdminUsersHttpController = AdminUsersHttpController;
__decorate([
    (0, common_1.Get)(),
    (0, swagger_1.ApiOperation)({ summary: 'Every user, oldest first (administrators only)' }),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], AdminUsersHttpController.prototype, "list", null);
__decorate([
    (0, common_1.Put)(':userId'),
    (0, swagger_1.ApiOperation)({ summary: "Edit another user's email, names, plan and subscription status (administrators only; not their own record)" }),
    __param(0, (0, current_actor_decorator_1.CurrentActor)()),
    __param(1, (0, common_1.Param)('userId', UserIdPipe)),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, dto_1.AdminUpdateUserDto]),
    __metadata("design:returntype", Promise)
], AdminUsersHttpController.prototype, "update", null);
exports.AdminUsersHttpController = AdminUsersHttpController = __decorate([
    (0, swagger_1.ApiTags)('admin'),
    (0, admin_only_decorator_1.AdminOnly)(),
    (0, common_1.Controller)('admin/users'),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], AdminUsersHttpController);
//# sourceMappingURL=admin-users.http.controller.js.map