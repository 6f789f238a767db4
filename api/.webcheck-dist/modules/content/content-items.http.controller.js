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
exports.ContentItemsHttpController = void 0;
const dto_1 = require("@freshwatch/contracts/dto");
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const id_pipe_1 = require("../../shared/http/id.pipe");
const identity_1 = require("../identity");
const add_source_url_command_1 = require("./commands/add-source-url/add-source-url.command");
const delete_content_item_command_1 = require("./commands/delete-content-item/delete-content-item.command");
const edit_content_item_command_1 = require("./commands/edit-content-item/edit-content-item.command");
const register_content_item_command_1 = require("./commands/register-content-item/register-content-item.command");
const get_content_stats_query_1 = require("./queries/get-content-stats/get-content-stats.query");
const list_content_items_query_1 = require("./queries/list-content-items/list-content-items.query");
let ContentItemsHttpController = class ContentItemsHttpController {
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    list(actor) {
        return this.queries.execute(new list_content_items_query_1.ListContentItemsQuery(actor.workspaceId));
    }
    async create(actor, body) {
        const id = await this.commands.execute(new register_content_item_command_1.RegisterContentItemCommand(actor, body));
        return this.itemJson(actor, id);
    }
    async edit(actor, id, body) {
        await this.commands.execute(new edit_content_item_command_1.EditContentItemCommand(actor, id, body));
        return this.itemJson(actor, id);
    }
    async remove(actor, id) {
        await this.commands.execute(new delete_content_item_command_1.DeleteContentItemCommand(actor, id));
    }
    async addSourceUrl(actor, id, body) {
        await this.commands.execute(new add_source_url_command_1.AddSourceUrlCommand(actor, id, body.url, body.description || null));
        return this.itemJson(actor, id);
    }
    stats(actor) {
        return this.queries.execute(new get_content_stats_query_1.GetContentStatsQuery(actor.workspaceId));
    }
    async itemJson(actor, id) {
        const item = await this.queries.execute(new list_content_items_query_1.GetContentItemQuery(actor.workspaceId, id));
        if (item === null)
            throw new common_1.NotFoundException('Content item not found.');
        return item;
    }
};
exports.ContentItemsHttpController = ContentItemsHttpController;
__decorate([
    (0, common_1.Get)('content-items'),
    (0, common_1.Header)('Content-Type', 'application/json; charset=utf-8'),
    (0, swagger_1.ApiOperation)({ summary: "The workspace's content items, newest first" }),
    __param(0, (0, identity_1.CurrentActor)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], ContentItemsHttpController.prototype, "list", null);
__decorate([
    (0, common_1.Post)('content-items'),
    (0, common_1.Header)('Content-Type', 'application/json; charset=utf-8'),
    (0, swagger_1.ApiOperation)({ summary: 'Register a content item (fresh, health score 0 unless given)' }),
    __param(0, (0, identity_1.CurrentActor)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, dto_1.CreateContentItemDto]),
    __metadata("design:returntype", Promise)
], ContentItemsHttpController.prototype, "create", null);
__decorate([
    (0, common_1.Patch)('content-items/:id'),
    (0, common_1.Header)('Content-Type', 'application/json; charset=utf-8'),
    (0, swagger_1.ApiOperation)({ summary: 'Edit a content item; only the fields sent change' }),
    __param(0, (0, identity_1.CurrentActor)()),
    __param(1, (0, common_1.Param)('id', id_pipe_1.ContentIdPipe)),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, dto_1.UpdateContentItemDto]),
    __metadata("design:returntype", Promise)
], ContentItemsHttpController.prototype, "edit", null);
__decorate([
    (0, common_1.Delete)('content-items/:id'),
    (0, common_1.HttpCode)(204),
    (0, swagger_1.ApiOperation)({ summary: 'Delete a content item (its history stays in the event log)' }),
    __param(0, (0, identity_1.CurrentActor)()),
    __param(1, (0, common_1.Param)('id', id_pipe_1.ContentIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], ContentItemsHttpController.prototype, "remove", null);
__decorate([
    (0, common_1.Post)('content-items/:id/source-urls'),
    (0, common_1.Header)('Content-Type', 'application/json; charset=utf-8'),
    (0, swagger_1.ApiOperation)({ summary: 'Add an external source URL that the item cites' }),
    __param(0, (0, identity_1.CurrentActor)()),
    __param(1, (0, common_1.Param)('id', id_pipe_1.ContentIdPipe)),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, dto_1.AddSourceUrlDto]),
    __metadata("design:returntype", Promise)
], ContentItemsHttpController.prototype, "addSourceUrl", null);
__decorate([
    (0, common_1.Get)('analytics/content-stats'),
    (0, swagger_1.ApiOperation)({ summary: 'Counts by status and the average health score' }),
    __param(0, (0, identity_1.CurrentActor)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], ContentItemsHttpController.prototype, "stats", null);
exports.ContentItemsHttpController = ContentItemsHttpController = __decorate([
    (0, swagger_1.ApiTags)('content'),
    (0, common_1.Controller)(),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], ContentItemsHttpController);
//# sourceMappingURL=content-items.http.controller.js.map