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
exports.ResetSettingsHandler = void 0;
const contracts_1 = require("@freshwatch/contracts");
const cqrs_1 = require("@nestjs/cqrs");
const stream_executor_1 = require("../../../../shared/event-store/stream-executor");
const settings_1 = require("../../domain/settings");
const settings_events_1 = require("../../domain/settings.events");
const workspace_secrets_1 = require("../../secrets/workspace-secrets");
const reset_settings_command_1 = require("./reset-settings.command");
/**
 * Records SettingsReset, then deletes the encrypted AI key: the key's default is 'none'. The deletion comes
 * after the event so that a failed append leaves the key in place, matching the log.
 */
let ResetSettingsHandler = class ResetSettingsHandler {
    constructor(executor, secrets) {
        this.executor = executor;
        this.secrets = secrets;
    }
    async execute({ actor }) {
        await this.executor.execute((0, settings_events_1.settingsStream)(actor.workspaceId), settings_1.settingsModel, (state) => (0, settings_1.decideResetSettings)(state), actor);
        await this.secrets.write(actor.workspaceId, contracts_1.AI_API_KEY_SETTING, null);
    }
};
exports.ResetSettingsHandler = ResetSettingsHandler;
exports.ResetSettingsHandler = ResetSettingsHandler = __decorate([
    (0, cqrs_1.CommandHandler)(reset_settings_command_1.ResetSettingsCommand),
    __metadata("design:paramtypes", [stream_executor_1.StreamExecutor,
        workspace_secrets_1.WorkspaceSecrets])
], ResetSettingsHandler);
//# sourceMappingURL=reset-settings.handler.js.map