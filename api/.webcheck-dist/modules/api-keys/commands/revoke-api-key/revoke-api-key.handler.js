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
exports.RevokeApiKeyHandler = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const stream_executor_1 = require("../../../../shared/event-store/stream-executor");
const api_key_1 = require("../../domain/api-key");
const api_key_events_1 = require("../../domain/api-key.events");
const revoke_api_key_command_1 = require("./revoke-api-key.command");
/**
 * Records ApiKeyRevoked (the api_keys read model then refuses the key), and marks the stored hash revoked as
 * well: the strategy checks both, so a key stays refused if either says so.
 */
let RevokeApiKeyHandler = class RevokeApiKeyHandler {
    constructor(dataSource, executor) {
        this.dataSource = dataSource;
        this.executor = executor;
    }
    async execute({ actor, keyId }) {
        await this.executor.execute((0, api_key_events_1.apiKeyStream)(keyId), api_key_1.apiKeyModel, (state) => (0, api_key_1.decideRevokeApiKey)({ keyId, userId: actor.userId }, state), actor);
        await this.dataSource.query('UPDATE api_key_secrets SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1', [keyId]);
    }
};
exports.RevokeApiKeyHandler = RevokeApiKeyHandler;
exports.RevokeApiKeyHandler = RevokeApiKeyHandler = __decorate([
    (0, cqrs_1.CommandHandler)(revoke_api_key_command_1.RevokeApiKeyCommand),
    __metadata("design:paramtypes", [typeorm_1.DataSource,
        stream_executor_1.StreamExecutor])
], RevokeApiKeyHandler);
//# sourceMappingURL=revoke-api-key.handler.js.map