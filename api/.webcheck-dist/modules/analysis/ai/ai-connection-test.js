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
exports.AiConnectionTester = void 0;
const common_1 = require("@nestjs/common");
const analysis_settings_1 = require("../settings/analysis-settings");
const ai_client_1 = require("./ai-client");
/** Settings' 'Test Connection': one tiny real request with the configured key, address and model. */
let AiConnectionTester = class AiConnectionTester {
    constructor(settings) {
        this.settings = settings;
    }
    async test(workspaceId) {
        const { ai, requestTimeoutMs } = await this.settings.forWorkspace(workspaceId);
        if (!ai)
            return { connected: false, message: 'No AI API key is configured.' };
        const client = new ai_client_1.AiClient(ai, requestTimeoutMs);
        try {
            const model = await client.ping();
            return { connected: true, message: `Connected to ${client.host} with the model ${ai.model}.`, model };
        }
        catch (error) {
            if (!(error instanceof ai_client_1.AiStepError))
                throw error;
            return { connected: false, message: `The connection to ${client.host} failed: ${error.reason}.`, model: ai.model };
        }
    }
};
exports.AiConnectionTester = AiConnectionTester;
exports.AiConnectionTester = AiConnectionTester = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [analysis_settings_1.AnalysisSettingsReader])
], AiConnectionTester);
//# sourceMappingURL=ai-connection-test.js.map