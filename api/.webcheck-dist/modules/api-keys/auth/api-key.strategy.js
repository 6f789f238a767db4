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
exports.ApiKeyStrategy = exports.INVALID_API_KEY = void 0;
const common_1 = require("@nestjs/common");
const passport_1 = require("@nestjs/passport");
const passport_custom_1 = require("passport-custom");
const typeorm_1 = require("typeorm");
const identity_1 = require("../../identity");
const api_key_secret_1 = require("../domain/api-key-secret");
exports.INVALID_API_KEY = 'The API key is invalid or has been revoked.';
/** lastUsedAt is for people ('used 5 minutes ago'), so minute precision spares a write on every plugin call. */
const LAST_USED_PRECISION_MS = 60_000;
/**
 * `Authorization: Bearer fw_...` authenticates as the key's owner; events then record `api-key:<id>` as the
 * actor, so the log shows that the plugin acted. With no Bearer header this strategy passes and the session
 * decides; with one, a malformed, unknown or revoked key is 401 whatever cookie comes with it.
 */
let ApiKeyStrategy = class ApiKeyStrategy extends (0, passport_1.PassportStrategy)(passport_custom_1.Strategy, identity_1.API_KEY_STRATEGY) {
    constructor(dataSource) {
        super();
        this.dataSource = dataSource;
    }
    async validate(request) {
        const header = request.headers.authorization;
        if (!header || !/^bearer(\s|$)/i.test(header))
            return false;
        const key = header.slice('bearer'.length).trim();
        if (!(0, api_key_secret_1.looksLikeApiKey)(key))
            throw new common_1.UnauthorizedException(exports.INVALID_API_KEY);
        const [found] = await this.dataSource.query(`SELECT s.id, s.user_id, s.last_used_at
         FROM api_key_secrets s JOIN api_keys k ON k.id = s.id
        WHERE s.hash = $1 AND s.revoked_at IS NULL AND k.revoked_at IS NULL`, [(0, api_key_secret_1.hashApiKey)(key)]);
        if (!found)
            throw new common_1.UnauthorizedException(exports.INVALID_API_KEY);
        const actor = await (0, identity_1.findActor)(this.dataSource, found.user_id, `api-key:${found.id}`);
        if (!actor)
            throw new common_1.UnauthorizedException(exports.INVALID_API_KEY);
        if (!found.last_used_at || Date.now() - new Date(found.last_used_at).getTime() >= LAST_USED_PRECISION_MS) {
            await this.dataSource.query('UPDATE api_key_secrets SET last_used_at = now() WHERE id = $1', [found.id]);
        }
        return actor;
    }
};
exports.ApiKeyStrategy = ApiKeyStrategy;
exports.ApiKeyStrategy = ApiKeyStrategy = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], ApiKeyStrategy);
//# sourceMappingURL=api-key.strategy.js.map