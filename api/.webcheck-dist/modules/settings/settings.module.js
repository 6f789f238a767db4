"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.SettingsModule = void 0;
const common_1 = require("@nestjs/common");
const reset_settings_handler_1 = require("./commands/reset-settings/reset-settings.handler");
const save_setting_handler_1 = require("./commands/save-setting/save-setting.handler");
const get_usage_handler_1 = require("./queries/get-usage/get-usage.handler");
const list_settings_handler_1 = require("./queries/list-settings/list-settings.handler");
const workspace_secrets_1 = require("./secrets/workspace-secrets");
const settings_service_1 = require("./settings.service");
const settings_http_controller_1 = require("./settings.http.controller");
/** Import this module to inject SettingsService. */
let SettingsModule = class SettingsModule {
};
exports.SettingsModule = SettingsModule;
exports.SettingsModule = SettingsModule = __decorate([
    (0, common_1.Module)({
        controllers: [settings_http_controller_1.SettingsHttpController],
        providers: [workspace_secrets_1.WorkspaceSecrets, settings_service_1.SettingsService, save_setting_handler_1.SaveSettingHandler, reset_settings_handler_1.ResetSettingsHandler, list_settings_handler_1.ListSettingsHandler, get_usage_handler_1.GetUsageHandler],
        exports: [settings_service_1.SettingsService],
    })
], SettingsModule);
//# sourceMappingURL=settings.module.js.map