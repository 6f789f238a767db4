"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.ApiKeysModule = void 0;
const common_1 = require("@nestjs/common");
const passport_1 = require("@nestjs/passport");
const api_keys_http_controller_1 = require("./api-keys.http.controller");
const api_key_strategy_1 = require("./auth/api-key.strategy");
const issue_api_key_handler_1 = require("./commands/issue-api-key/issue-api-key.handler");
const revoke_api_key_handler_1 = require("./commands/revoke-api-key/revoke-api-key.handler");
const list_api_keys_handler_1 = require("./queries/list-api-keys/list-api-keys.handler");
/** Also registers the `api-key` passport strategy that the global AuthenticatedGuard tries first. */
let ApiKeysModule = class ApiKeysModule {
};
exports.ApiKeysModule = ApiKeysModule;
exports.ApiKeysModule = ApiKeysModule = __decorate([
    (0, common_1.Module)({
        imports: [passport_1.PassportModule],
        controllers: [api_keys_http_controller_1.ApiKeysHttpController],
        providers: [api_key_strategy_1.ApiKeyStrategy, issue_api_key_handler_1.IssueApiKeyHandler, revoke_api_key_handler_1.RevokeApiKeyHandler, list_api_keys_handler_1.ListApiKeysHandler],
    })
], ApiKeysModule);
//# sourceMappingURL=api-keys.module.js.map