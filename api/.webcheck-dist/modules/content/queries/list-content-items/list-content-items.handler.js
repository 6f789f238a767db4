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
exports.GetContentItemHandler = exports.ListContentItemsHandler = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const list_content_items_query_1 = require("./list-content-items.query");
let ListContentItemsHandler = class ListContentItemsHandler {
    constructor(dataSource) {
        this.dataSource = dataSource;
    }
    async execute({ workspaceId }) {
        const [row] = await this.dataSource.query(`SELECT '[' || coalesce(string_agg(document, ',' ORDER BY created_at DESC, id), '') || ']' AS items
         FROM content_items WHERE workspace_id = $1`, [workspaceId]);
        return row.items;
    }
};
exports.ListContentItemsHandler = ListContentItemsHandler;
exports.ListContentItemsHandler = ListContentItemsHandler = __decorate([
    (0, cqrs_1.QueryHandler)(list_content_items_query_1.ListContentItemsQuery),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], ListContentItemsHandler);
let GetContentItemHandler = class GetContentItemHandler {
    constructor(dataSource) {
        this.dataSource = dataSource;
    }
    async execute({ workspaceId, contentId }) {
        const [row] = await this.dataSource.query(`SELECT document AS item FROM content_items WHERE workspace_id = $1 AND id = $2`, [
            workspaceId,
            contentId,
        ]);
        return row?.item ?? null;
    }
};
exports.GetContentItemHandler = GetContentItemHandler;
exports.GetContentItemHandler = GetContentItemHandler = __decorate([
    (0, cqrs_1.QueryHandler)(list_content_items_query_1.GetContentItemQuery),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], GetContentItemHandler);
//# sourceMappingURL=list-content-items.handler.js.map