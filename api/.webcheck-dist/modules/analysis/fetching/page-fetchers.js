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
exports.PageFetchers = void 0;
const common_1 = require("@nestjs/common");
const config_1 = require("../../../config/config");
const engine_1 = require("../engine");
/**
 * Every URL the server fetches goes through the engine's guarded fetcher, built here with the one process-wide
 * rule (FETCH_ALLOW_PRIVATE) and the workspace's request timeout.
 */
let PageFetchers = class PageFetchers {
    constructor(config) {
        this.config = config;
    }
    forTimeout(timeoutMs) {
        return (0, engine_1.createPageFetcher)({ allowPrivate: this.config.fetchAllowPrivate, timeoutMs });
    }
};
exports.PageFetchers = PageFetchers;
exports.PageFetchers = PageFetchers = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(config_1.APP_CONFIG)),
    __metadata("design:paramtypes", [Object])
], PageFetchers);
//# sourceMappingURL=page-fetchers.js.map