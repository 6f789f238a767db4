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
exports.WritingAssistant = void 0;
const common_1 = require("@nestjs/common");
const clock_1 = require("../../../shared/domain/clock");
const analysis_settings_1 = require("../settings/analysis-settings");
const ai_writing_suggestions_1 = require("./ai-writing-suggestions");
const writing_rules_1 = require("./writing-rules");
/**
 * The form's AI writing assistant: the AI model's suggestions when a key is configured, the editor's rules
 * otherwise, and the rules too when the model fails or has nothing to offer (the person still gets help).
 */
let WritingAssistant = class WritingAssistant {
    constructor(settings, clock) {
        this.settings = settings;
        this.clock = clock;
        this.logger = new common_1.Logger('WritingAssistant');
    }
    async suggest(workspaceId, request) {
        const { ai, requestTimeoutMs } = await this.settings.forWorkspace(workspaceId);
        if (ai) {
            try {
                const suggestions = await (0, ai_writing_suggestions_1.aiWritingSuggestions)(request, ai, requestTimeoutMs);
                if (suggestions.length > 0)
                    return suggestions;
            }
            catch (error) {
                this.logger.warn(`AI suggestions failed, using the built-in rules: ${error instanceof Error ? error.message : String(error)}`);
            }
        }
        return (0, writing_rules_1.ruleBasedSuggestions)(request, this.clock.now());
    }
};
exports.WritingAssistant = WritingAssistant;
exports.WritingAssistant = WritingAssistant = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [analysis_settings_1.AnalysisSettingsReader,
        clock_1.Clock])
], WritingAssistant);
//# sourceMappingURL=writing-assistant.js.map