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
exports.ListApiKeysHandler = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const list_api_keys_query_1 = require("./list-api-keys.query");
const iso = (value) => (value ? new Date(value).toISOString() : null);
/** lastUsedAt lives beside the hash (it changes too often to be an event); everything else is the read model. */
let ListApiKeysHandler = class ListApiKeysHandler {
    constructor(dataSource) {
        this.dataSource = dataSource;
    }
    async execute({ userId }) {
        const rows = await this.dataSource.query(`SELECT k.id, k.name, k.prefix, k.created_at, k.revoked_at, s.last_used_at
         FROM api_keys k LEFT JOIN api_key_secrets s ON s.id = k.id
        WHERE k.user_id = $1 ORDER BY k.created_at DESC, k.id`, [userId]);
        return rows.map((r) => ({ id: r.id, name: r.name, prefix: r.prefix, createdAt: iso(r.created_at), lastUsedAt: iso(r.last_used_at), revokedAt: iso(r.revoked_at) }));
    }
};
exports.ListApiKeysHandler = ListApiKeysHandler;
exports.ListApiKeysHandler = ListApiKeysHandler = __decorate([
    (0, cqrs_1.QueryHandler)(list_api_keys_query_1.ListApiKeysQuery),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], ListApiKeysHandler);
//# sourceMappingURL=list-api-keys.handler.js.map