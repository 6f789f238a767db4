"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.ContentModule = void 0;
const common_1 = require("@nestjs/common");
const add_source_url_handler_1 = require("./commands/add-source-url/add-source-url.handler");
const delete_content_item_handler_1 = require("./commands/delete-content-item/delete-content-item.handler");
const edit_content_item_handler_1 = require("./commands/edit-content-item/edit-content-item.handler");
const register_content_item_handler_1 = require("./commands/register-content-item/register-content-item.handler");
const content_items_http_controller_1 = require("./content-items.http.controller");
const get_content_stats_handler_1 = require("./queries/get-content-stats/get-content-stats.handler");
const list_content_items_handler_1 = require("./queries/list-content-items/list-content-items.handler");
let ContentModule = class ContentModule {
};
exports.ContentModule = ContentModule;
exports.ContentModule = ContentModule = __decorate([
    (0, common_1.Module)({
        controllers: [content_items_http_controller_1.ContentItemsHttpController],
        providers: [
            register_content_item_handler_1.RegisterContentItemHandler,
            edit_content_item_handler_1.EditContentItemHandler,
            delete_content_item_handler_1.DeleteContentItemHandler,
            add_source_url_handler_1.AddSourceUrlHandler,
            list_content_items_handler_1.ListContentItemsHandler,
            list_content_items_handler_1.GetContentItemHandler,
            get_content_stats_handler_1.GetContentStatsHandler,
        ],
    })
], ContentModule);
//# sourceMappingURL=content.module.js.map