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
exports.SettingsHttpController = void 0;
const dto_1 = require("@freshwatch/contracts/dto");
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const identity_1 = require("../identity");
const reset_settings_command_1 = require("./commands/reset-settings/reset-settings.command");
const save_setting_command_1 = require("./commands/save-setting/save-setting.command");
const get_usage_query_1 = require("./queries/get-usage/get-usage.query");
const list_settings_query_1 = require("./queries/list-settings/list-settings.query");
let SettingsHttpController = class SettingsHttpController {
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    list(actor) {
        return this.queries.execute(new list_settings_query_1.ListSettingsQuery(actor.workspaceId));
    }
    async save(actor, body) {
        await this.commands.execute(new save_setting_command_1.SaveSettingCommand(actor, body.key, body.value));
        const all = await this.queries.execute(new list_settings_query_1.ListSettingsQuery(actor.workspaceId));
        return all.find((s) => s.key === body.key);
    }
    async reset(actor) {
        await this.commands.execute(new reset_settings_command_1.ResetSettingsCommand(actor));
        return this.queries.execute(new list_settings_query_1.ListSettingsQuery(actor.workspaceId));
    }
    usage(actor) {
        return this.queries.execute(new get_usage_query_1.GetUsageQuery(actor.workspaceId));
    }
};
exports.SettingsHttpController = SettingsHttpController;
__decorate([
    (0, common_1.Get)('settings'),
    (0, swagger_1.ApiOperation)({ summary: "Every known setting of the caller's workspace, defaults for those never set; the AI key masked (••••1234)" }),
    __param(0, (0, identity_1.CurrentActor)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], SettingsHttpController.prototype, "list", null);
__decorate([
    (0, common_1.Post)('settings'),
    (0, swagger_1.ApiOperation)({ summary: 'Save one setting; replies with the saved pair (the AI key masked). Sending the masked AI key back keeps it.' }),
    __param(0, (0, identity_1.CurrentActor)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, dto_1.SaveSettingDto]),
    __metadata("design:returntype", Promise)
], SettingsHttpController.prototype, "save", null);
__decorate([
    (0, common_1.Post)('settings/reset'),
    (0, common_1.HttpCode)(200),
    (0, swagger_1.ApiOperation)({ summary: 'Reset to Defaults: every setting back to its default and the saved AI key removed; replies with the new list' }),
    __param(0, (0, identity_1.CurrentActor)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], SettingsHttpController.prototype, "reset", null);
__decorate([
    (0, common_1.Get)('usage'),
    (0, swagger_1.ApiOperation)({ summary: "Usage This Month: analyses run, AI calls, tokens and estimated cost in the caller's workspace" }),
    __param(0, (0, identity_1.CurrentActor)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], SettingsHttpController.prototype, "usage", null);
exports.SettingsHttpController = SettingsHttpController = __decorate([
    (0, swagger_1.ApiTags)('settings'),
    (0, common_1.Controller)(),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], SettingsHttpController);
//# sourceMappingURL=settings.http.controller.js.map