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
exports.AnalysisSettingsReader = void 0;
const common_1 = require("@nestjs/common");
const config_1 = require("../../../config/config");
const settings_1 = require("../../settings");
/**
 * Reads a workspace's settings for the analysis. The AI key saved in Settings wins over OPENAI_API_KEY; the
 * base URL saved in Settings wins over OPENAI_BASE_URL, and with neither the SDK's OpenAI endpoint is used.
 */
let AnalysisSettingsReader = class AnalysisSettingsReader {
    constructor(settings, config) {
        this.settings = settings;
        this.config = config;
    }
    async forWorkspace(workspaceId) {
        const values = await this.settings.forWorkspace(workspaceId);
        const apiKey = values.aiApiKey ?? this.config.openai.apiKey;
        return {
            requestTimeoutMs: values.requestTimeoutSeconds * 1000,
            freshnessThresholdDays: values.freshnessThresholdDays,
            batchSize: values.batchSize,
            ai: apiKey ? { apiKey, baseUrl: values.aiBaseUrl ?? this.config.openai.baseUrl, model: values.model } : null,
        };
    }
};
exports.AnalysisSettingsReader = AnalysisSettingsReader;
exports.AnalysisSettingsReader = AnalysisSettingsReader = __decorate([
    (0, common_1.Injectable)(),
    __param(1, (0, common_1.Inject)(config_1.APP_CONFIG)),
    __metadata("design:paramtypes", [settings_1.SettingsService, Object])
], AnalysisSettingsReader);
//# sourceMappingURL=analysis-settings.js.map