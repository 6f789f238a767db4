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
exports.SignInHandler = exports.invalidCredentials = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const domain_error_1 = require("../../../../shared/domain/domain-error");
const passwords_1 = require("../../auth/passwords");
const sign_in_command_1 = require("./sign-in.command");
exports.invalidCredentials = new domain_error_1.DomainError('INVALID_CREDENTIALS', 'unauthorized', 'Invalid email or password.');
/** Checks an email and password; returns the user id. The same answer for an unknown email and a wrong password. */
let SignInHandler = class SignInHandler {
    constructor(dataSource) {
        this.dataSource = dataSource;
    }
    async execute(command) {
        const [row] = await this.dataSource.query('SELECT user_id, password_hash FROM user_credentials WHERE lower(email) = lower($1)', [command.email]);
        const valid = await (0, passwords_1.verifyPassword)(command.password, row?.password_hash ?? (await (0, passwords_1.dummyHash)()));
        if (!row || !valid)
            throw new domain_error_1.DomainErrorException(exports.invalidCredentials);
        return row.user_id;
    }
};
exports.SignInHandler = SignInHandler;
exports.SignInHandler = SignInHandler = __decorate([
    (0, cqrs_1.CommandHandler)(sign_in_command_1.SignInCommand),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], SignInHandler);
//# sourceMappingURL=sign-in.handler.js.map