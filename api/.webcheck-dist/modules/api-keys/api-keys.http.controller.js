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
exports.ApiKeysHttpController = void 0;
const contracts_1 = require("@freshwatch/contracts");
const dto_1 = require("@freshwatch/contracts/dto");
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const id_pipe_1 = require("../../shared/http/id.pipe");
const identity_1 = require("../identity");
const session_only_guard_1 = require("./auth/session-only.guard");
const issue_api_key_command_1 = require("./commands/issue-api-key/issue-api-key.command");
const revoke_api_key_command_1 = require("./commands/revoke-api-key/revoke-api-key.command");
const list_api_keys_query_1 = require("./queries/list-api-keys/list-api-keys.query");
const ApiKeyIdPipe = (0, id_pipe_1.idPipe)('API key');
/** The WordPress Plugin screen's keys: each user manages their own. */
let ApiKeysHttpController = class ApiKeysHttpController {
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    list(actor) {
        return this.queries.execute(new list_api_keys_query_1.ListApiKeysQuery(actor.userId));
    }
    create(actor, body) {
        return this.commands.execute(new issue_api_key_command_1.IssueApiKeyCommand(actor, body.name || contracts_1.DEFAULT_API_KEY_NAME));
    }
    async revoke(actor, id) {
        await this.commands.execute(new revoke_api_key_command_1.RevokeApiKeyCommand(actor, id));
    }
};
exports.ApiKeysHttpController = ApiKeysHttpController;
__decorate([
    (0, common_1.Get)(),
    (0, swagger_1.ApiOperation)({ summary: "The caller's API keys, newest first, revoked ones included; never the secret" }),
    __param(0, (0, identity_1.CurrentActor)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], ApiKeysHttpController.prototype, "list", null);
__decorate([
    (0, common_1.Post)(),
    (0, swagger_1.ApiOperation)({ summary: 'Create an API key; the reply holds the full key, shown this once (only its hash is stored)' }),
    __param(0, (0, identity_1.CurrentActor)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, dto_1.CreateApiKeyDto]),
    __metadata("design:returntype", Promise)
], ApiKeysHttpController.prototype, "create", null);
__decorate([
    (0, common_1.Delete)(':id'),
    (0, common_1.HttpCode)(204),
    (0, swagger_1.ApiOperation)({ summary: 'Revoke one of the caller’s API keys; it stops working at once' }),
    __param(0, (0, identity_1.CurrentActor)()),
    __param(1, (0, common_1.Param)('id', ApiKeyIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], ApiKeysHttpController.prototype, "revoke", null);
exports.ApiKeysHttpController = ApiKeysHttpController = __decorate([
    (0, swagger_1.ApiTags)('api-keys'),
    (0, common_1.UseGuards)(session_only_guard_1.SessionOnlyGuard),
    (0, common_1.Controller)('api-keys'),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], ApiKeysHttpController);
//# sourceMappingURL=api-keys.http.controller.js.map