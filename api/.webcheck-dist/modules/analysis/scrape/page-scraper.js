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
exports.PageScraper = void 0;
const common_1 = require("@nestjs/common");
const engine_1 = require("../engine");
const page_fetchers_1 = require("../fetching/page-fetchers");
const analysis_settings_1 = require("../settings/analysis-settings");
/** What a page says about itself, for the form's title-on-URL-blur; a fetch failure throws FetchFailure. */
let PageScraper = class PageScraper {
    constructor(settings, fetchers) {
        this.settings = settings;
        this.fetchers = fetchers;
    }
    async scrape(workspaceId, url) {
        const { requestTimeoutMs } = await this.settings.forWorkspace(workspaceId);
        const page = (0, engine_1.extractPage)(await this.fetchers.forTimeout(requestTimeoutMs).fetchPage(url));
        return {
            url: page.url,
            title: page.title ?? '',
            description: page.metaDescription || null,
            canonical: page.canonical || null,
            lang: page.lang || null,
            wordCount: page.wordCount,
            lastModified: page.dates.lastModified,
        };
    }
};
exports.PageScraper = PageScraper;
exports.PageScraper = PageScraper = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [analysis_settings_1.AnalysisSettingsReader,
        page_fetchers_1.PageFetchers])
], PageScraper);
//# sourceMappingURL=page-scraper.js.map