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
exports.SaveSettingHandler = void 0;
const contracts_1 = require("@freshwatch/contracts");
const cqrs_1 = require("@nestjs/cqrs");
const stream_executor_1 = require("../../../../shared/event-store/stream-executor");
const settings_1 = require("../../domain/settings");
const settings_events_1 = require("../../domain/settings.events");
const workspace_secrets_1 = require("../../secrets/workspace-secrets");
const save_setting_command_1 = require("./save-setting.command");
let SaveSettingHandler = class SaveSettingHandler {
    constructor(executor, secrets) {
        this.executor = executor;
        this.secrets = secrets;
    }
    async execute({ actor, key, value }) {
        if (key === contracts_1.AI_API_KEY_SETTING)
            return this.saveAiKey(actor, value.trim());
        const normalized = (0, contracts_1.normalizeSettingValue)(key, value);
        await this.executor.execute((0, settings_events_1.settingsStream)(actor.workspaceId), settings_1.settingsModel, (state) => (0, settings_1.decideSaveSetting)({ key, value: normalized }, state), actor);
    }
    /**
     * The key goes encrypted into workspace_secrets first, then the event records that it changed. If the event
     * cannot be appended, the previous key is put back, so the table and the log never disagree for long.
     */
    async saveAiKey(actor, plaintext) {
        // The masked value GET returned, sent back by a form that saves every field, keeps the saved key.
        if (plaintext.startsWith(contracts_1.SECRET_MASK))
            return;
        const workspaceId = actor.workspaceId;
        const next = plaintext === '' ? null : plaintext;
        if ((await this.secrets.read(workspaceId, contracts_1.AI_API_KEY_SETTING)) === next)
            return;
        const previous = await this.secrets.readSealed(workspaceId, contracts_1.AI_API_KEY_SETTING);
        await this.secrets.write(workspaceId, contracts_1.AI_API_KEY_SETTING, next);
        try {
            await this.executor.execute((0, settings_events_1.settingsStream)(workspaceId), settings_1.settingsModel, (state) => (0, settings_1.decideSaveAiKey)({ last4: next === null ? null : next.slice(-4) }, state), actor);
        }
        catch (error) {
            await this.secrets.writeSealed(workspaceId, contracts_1.AI_API_KEY_SETTING, previous);
            throw error;
        }
    }
};
exports.SaveSettingHandler = SaveSettingHandler;
exports.SaveSettingHandler = SaveSettingHandler = __decorate([
    (0, cqrs_1.CommandHandler)(save_setting_command_1.SaveSettingCommand),
    __metadata("design:paramtypes", [stream_executor_1.StreamExecutor,
        workspace_secrets_1.WorkspaceSecrets])
], SaveSettingHandler);
//# sourceMappingURL=save-setting.handler.js.map