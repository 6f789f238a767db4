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
exports.SignUpHandler = exports.emailTaken = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const clock_1 = require("../../../../shared/domain/clock");
const domain_error_1 = require("../../../../shared/domain/domain-error");
const stream_executor_1 = require("../../../../shared/event-store/stream-executor");
const passwords_1 = require("../../auth/passwords");
const user_1 = require("../../domain/user");
const user_events_1 = require("../../domain/user.events");
const sign_up_command_1 = require("./sign-up.command");
exports.emailTaken = new domain_error_1.DomainError('EMAIL_TAKEN', 'conflict', 'An account with this email already exists.');
/** Serialises sign-ups so that exactly one first user becomes the admin. */
const SIGN_UP_LOCK = 4_242_002;
/** Stores the credentials (outside the event log), then records UserRegistered. Returns the new user's id. */
let SignUpHandler = class SignUpHandler {
    constructor(dataSource, executor, ids) {
        this.dataSource = dataSource;
        this.executor = executor;
        this.ids = ids;
    }
    async execute(command) {
        const userId = this.ids.next();
        const workspaceId = this.ids.next();
        const passwordHash = await (0, passwords_1.hashPassword)(command.password);
        const isFirstUser = await this.dataSource.transaction(async (manager) => {
            await manager.query('SELECT pg_advisory_xact_lock($1)', [SIGN_UP_LOCK]);
            const [{ taken }] = await manager.query('SELECT exists(SELECT 1 FROM user_credentials WHERE lower(email) = lower($1)) AS taken', [command.email]);
            if (taken)
                throw new domain_error_1.DomainErrorException(exports.emailTaken);
            const [{ count }] = await manager.query('SELECT count(*)::int AS count FROM user_credentials');
            await manager.query('INSERT INTO user_credentials (user_id, email, password_hash) VALUES ($1, $2, $3)', [userId, command.email, passwordHash]);
            return count === 0;
        });
        try {
            await this.executor.execute((0, user_events_1.userStream)(userId), user_1.userModel, (state) => (0, user_1.decideRegisterUser)({ userId, workspaceId, email: command.email, firstName: command.firstName, lastName: command.lastName, isFirstUser }, state), { workspaceId, actorId: userId });
        }
        catch (error) {
            // Without its UserRegistered event the account does not exist: free the email again.
            await this.dataSource.query('DELETE FROM user_credentials WHERE user_id = $1', [userId]).catch(() => undefined);
            throw error;
        }
        return userId;
    }
};
exports.SignUpHandler = SignUpHandler;
exports.SignUpHandler = SignUpHandler = __decorate([
    (0, cqrs_1.CommandHandler)(sign_up_command_1.SignUpCommand),
    __metadata("design:paramtypes", [typeorm_1.DataSource,
        stream_executor_1.StreamExecutor,
        clock_1.IdGenerator])
], SignUpHandler);
//# sourceMappingURL=sign-up.handler.js.map