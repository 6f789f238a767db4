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
exports.IssueApiKeyHandler = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const clock_1 = require("../../../../shared/domain/clock");
const stream_executor_1 = require("../../../../shared/event-store/stream-executor");
const api_key_1 = require("../../domain/api-key");
const api_key_secret_1 = require("../../domain/api-key-secret");
const api_key_events_1 = require("../../domain/api-key.events");
const api_key_entity_1 = require("../../projections/api-keys/api-key.entity");
const issue_api_key_command_1 = require("./issue-api-key.command");
/**
 * Stores the key's hash (outside the event log), then records ApiKeyIssued. A key authenticates only once its
 * event is in the api_keys read model, so a failed append leaves a hash that opens nothing; it is removed anyway.
 * The reply is the only place the full key ever appears.
 */
let IssueApiKeyHandler = class IssueApiKeyHandler {
    constructor(dataSource, executor, ids) {
        this.dataSource = dataSource;
        this.executor = executor;
        this.ids = ids;
    }
    async execute({ actor, name }) {
        const keyId = this.ids.next();
        const { key, prefix, hash } = (0, api_key_secret_1.generateApiKey)();
        await this.dataSource.query('INSERT INTO api_key_secrets (id, user_id, hash) VALUES ($1, $2, $3)', [keyId, actor.userId, hash]);
        try {
            await this.executor.execute((0, api_key_events_1.apiKeyStream)(keyId), api_key_1.apiKeyModel, (state) => (0, api_key_1.decideIssueApiKey)({ keyId, userId: actor.userId, name, prefix }, state), actor);
        }
        catch (error) {
            await this.dataSource.query('DELETE FROM api_key_secrets WHERE id = $1', [keyId]).catch(() => undefined);
            throw error;
        }
        // The executor waited for the read model (read-your-writes), which holds the recorded creation time.
        const row = await this.dataSource.getRepository(api_key_entity_1.ApiKeyRow).findOneBy({ id: keyId });
        return { id: keyId, name, prefix, createdAt: (row?.createdAt ?? new Date()).toISOString(), key };
    }
};
exports.IssueApiKeyHandler = IssueApiKeyHandler;
exports.IssueApiKeyHandler = IssueApiKeyHandler = __decorate([
    (0, cqrs_1.CommandHandler)(issue_api_key_command_1.IssueApiKeyCommand),
    __metadata("design:paramtypes", [typeorm_1.DataSource,
        stream_executor_1.StreamExecutor,
        clock_1.IdGenerator])
], IssueApiKeyHandler);
//# sourceMappingURL=issue-api-key.handler.js.map