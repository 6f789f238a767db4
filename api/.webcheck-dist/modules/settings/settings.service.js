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
exports.SettingsService = void 0;
const contracts_1 = require("@freshwatch/contracts");
const common_1 = require("@nestjs/common");
const typeorm_1 = require("typeorm");
const setting_entity_1 = require("./projections/settings/setting.entity");
const workspace_secrets_1 = require("./secrets/workspace-secrets");
/** The settings module's public face for other modules (the analysis reads its AI key and limits here). */
let SettingsService = class SettingsService {
    constructor(dataSource, secrets) {
        this.dataSource = dataSource;
        this.secrets = secrets;
    }
    async forWorkspace(workspaceId) {
        const [rows, aiApiKey] = await Promise.all([
            this.dataSource.getRepository(setting_entity_1.SettingRow).find({ where: { workspaceId }, select: { key: true, value: true } }),
            this.secrets.read(workspaceId, contracts_1.AI_API_KEY_SETTING),
        ]);
        const stored = {};
        for (const row of rows)
            if (row.key !== contracts_1.AI_API_KEY_SETTING)
                stored[row.key] = row.value;
        return { ...(0, contracts_1.parseSettings)(stored), aiApiKey };
    }
};
exports.SettingsService = SettingsService;
exports.SettingsService = SettingsService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [typeorm_1.DataSource,
        workspace_secrets_1.WorkspaceSecrets])
], SettingsService);
//# sourceMappingURL=settings.service.js.map