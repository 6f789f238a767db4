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
exports.ListSettingsHandler = void 0;
const contracts_1 = require("@freshwatch/contracts");
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const setting_entity_1 = require("../../projections/settings/setting.entity");
const list_settings_query_1 = require("./list-settings.query");
let ListSettingsHandler = class ListSettingsHandler {
    constructor(dataSource) {
        this.dataSource = dataSource;
    }
    async execute({ workspaceId }) {
        const rows = await this.dataSource.getRepository(setting_entity_1.SettingRow).find({ where: { workspaceId }, select: { key: true, value: true } });
        const saved = new Map(rows.map((r) => [r.key, r.value]));
        return contracts_1.SETTING_KEYS.map((key) => ({ key, value: saved.get(key) ?? contracts_1.SETTING_DEFAULTS[key] }));
    }
};
exports.ListSettingsHandler = ListSettingsHandler;
exports.ListSettingsHandler = ListSettingsHandler = __decorate([
    (0, cqrs_1.QueryHandler)(list_settings_query_1.ListSettingsQuery),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], ListSettingsHandler);
//# sourceMappingURL=list-settings.handler.js.map