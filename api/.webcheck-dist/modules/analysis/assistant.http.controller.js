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
exports.AssistantHttpController = void 0;
const contracts_1 = require("@freshwatch/contracts");
const dto_1 = require("@freshwatch/contracts/dto");
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const identity_1 = require("../identity");
const ai_connection_test_1 = require("./ai/ai-connection-test");
const engine_1 = require("./engine");
const page_scraper_1 = require("./scrape/page-scraper");
const writing_assistant_1 = require("./writing/writing-assistant");
/** The form's helpers (title from the URL, writing suggestions) and Settings' AI connection test. */
let AssistantHttpController = class AssistantHttpController {
    constructor(scraper, writing, connection) {
        this.scraper = scraper;
        this.writing = writing;
        this.connection = connection;
    }
    async scrape(actor, body) {
        try {
            return await this.scraper.scrape(actor.workspaceId, body.url);
        }
        catch (error) {
            if (error instanceof engine_1.FetchFailure)
                throw new common_1.UnprocessableEntityException({ statusCode: 422, error: 'Unprocessable Entity', message: error.reason, code: error.code });
            throw error;
        }
    }
    async suggest(actor, body) {
        if (body.text.trim() === '' && !body.selectedText?.trim()) {
            throw new common_1.BadRequestException({ statusCode: 400, error: 'Bad Request', message: contracts_1.NO_CONTENT_MESSAGE, errors: ['text must not be empty unless selectedText is given'] });
        }
        return { suggestions: await this.writing.suggest(actor.workspaceId, body) };
    }
    testOpenAi(actor) {
        return this.connection.test(actor.workspaceId);
    }
};
exports.AssistantHttpController = AssistantHttpController;
__decorate([
    (0, common_1.Post)('scrape-content'),
    (0, common_1.HttpCode)(200),
    (0, swagger_1.ApiOperation)({ summary: "A page's title, description and a few facts, through the guarded fetcher; 422 with the reason on failure" }),
    __param(0, (0, identity_1.CurrentActor)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, dto_1.ScrapeContentDto]),
    __metadata("design:returntype", Promise)
], AssistantHttpController.prototype, "scrape", null);
__decorate([
    (0, common_1.Post)('ai-writing-assistant'),
    (0, common_1.HttpCode)(200),
    (0, swagger_1.ApiOperation)({ summary: 'Suggestions for a form field: from the AI model when configured, from editing rules otherwise' }),
    __param(0, (0, identity_1.CurrentActor)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, dto_1.AiWritingAssistantDto]),
    __metadata("design:returntype", Promise)
], AssistantHttpController.prototype, "suggest", null);
__decorate([
    (0, common_1.Post)('test-openai'),
    (0, common_1.HttpCode)(200),
    (0, swagger_1.ApiOperation)({ summary: 'Tests the configured AI key, address and model with one small request' }),
    __param(0, (0, identity_1.CurrentActor)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], AssistantHttpController.prototype, "testOpenAi", null);
exports.AssistantHttpController = AssistantHttpController = __decorate([
    (0, swagger_1.ApiTags)('analysis'),
    (0, common_1.Controller)(),
    __metadata("design:paramtypes", [page_scraper_1.PageScraper,
        writing_assistant_1.WritingAssistant,
        ai_connection_test_1.AiConnectionTester])
], AssistantHttpController);
//# sourceMappingURL=assistant.http.controller.js.map