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
exports.UpdateUserByAdminHandler = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const domain_error_1 = require("../../../../shared/domain/domain-error");
const stream_executor_1 = require("../../../../shared/event-store/stream-executor");
const user_1 = require("../../domain/user");
const user_events_1 = require("../../domain/user.events");
const sign_up_handler_1 = require("../sign-up/sign-up.handler");
const update_user_by_admin_command_1 = require("./update-user-by-admin.command");
function isUniqueViolation(error) {
    return typeof error === 'object' && error !== null && error.code === '23505';
}
/**
 * A new email is also the sign-in email, so user_credentials changes in the same step: first the credentials
 * (inside a transaction that checks the email is free), then the events. If the append fails, the old email is
 * put back, so that sign-in and the users read model never disagree for longer than the command.
 */
let UpdateUserByAdminHandler = class UpdateUserByAdminHandler {
    constructor(dataSource, executor) {
        this.dataSource = dataSource;
        this.executor = executor;
    }
    async execute({ admin, userId, changes }) {
        if (admin.userId === userId)
            throw new domain_error_1.DomainErrorException(user_1.cannotEditSelf);
        const [target] = await this.dataSource.query('SELECT u.workspace_id, c.email FROM users u JOIN user_credentials c ON c.user_id = u.id WHERE u.id = $1', [userId]);
        if (!target)
            throw new domain_error_1.DomainErrorException(user_1.userNotFound);
        const previousEmail = target.email;
        const emailChanges = changes.email !== undefined && changes.email !== previousEmail;
        if (emailChanges)
            await this.changeSignInEmail(userId, changes.email);
        try {
            await this.executor.execute((0, user_events_1.userStream)(userId), user_1.userModel, (state) => (0, user_1.decideUpdateUserByAdmin)({ adminId: admin.userId, userId, changes: { ...changes } }, state), 
            // The events belong to the edited user's workspace; the metadata still names the admin as the actor.
            { workspaceId: target.workspace_id, actorId: admin.actorId });
        }
        catch (error) {
            if (emailChanges)
                await this.dataSource.query('UPDATE user_credentials SET email = $1 WHERE user_id = $2', [previousEmail, userId]).catch(() => undefined);
            throw error;
        }
    }
    async changeSignInEmail(userId, email) {
        try {
            await this.dataSource.transaction(async (manager) => {
                const [{ taken }] = await manager.query('SELECT exists(SELECT 1 FROM user_credentials WHERE lower(email) = lower($1) AND user_id <> $2) AS taken', [email, userId]);
                if (taken)
                    throw new domain_error_1.DomainErrorException(sign_up_handler_1.emailTaken);
                await manager.query('UPDATE user_credentials SET email = $1 WHERE user_id = $2', [email, userId]);
            });
        }
        catch (error) {
            // Two edits racing for one email: the unique index on lower(email) lets only one through.
            if (isUniqueViolation(error))
                throw new domain_error_1.DomainErrorException(sign_up_handler_1.emailTaken);
            throw error;
        }
    }
};
exports.UpdateUserByAdminHandler = UpdateUserByAdminHandler;
exports.UpdateUserByAdminHandler = UpdateUserByAdminHandler = __decorate([
    (0, cqrs_1.CommandHandler)(update_user_by_admin_command_1.UpdateUserByAdminCommand),
    __metadata("design:paramtypes", [typeorm_1.DataSource,
        stream_executor_1.StreamExecutor])
], UpdateUserByAdminHandler);
//# sourceMappingURL=update-user-by-admin.handler.js.map