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
exports.AddSourceUrlHandler = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const clock_1 = require("../../../../shared/domain/clock");
const stream_executor_1 = require("../../../../shared/event-store/stream-executor");
const content_item_1 = require("../../domain/content-item");
const content_item_events_1 = require("../../domain/content-item.events");
const add_source_url_command_1 = require("./add-source-url.command");
/** Returns the new source URL's id. */
let AddSourceUrlHandler = class AddSourceUrlHandler {
    constructor(executor, ids) {
        this.executor = executor;
        this.ids = ids;
    }
    async execute({ actor, contentId, url, description }) {
        const sourceUrlId = this.ids.next();
        await this.executor.execute((0, content_item_events_1.contentStream)(contentId), content_item_1.contentItemModel, (state) => (0, content_item_1.decideAddSourceUrl)({ contentId, workspaceId: actor.workspaceId, sourceUrlId, url, description }, state), actor);
        return sourceUrlId;
    }
};
exports.AddSourceUrlHandler = AddSourceUrlHandler;
exports.AddSourceUrlHandler = AddSourceUrlHandler = __decorate([
    (0, cqrs_1.CommandHandler)(add_source_url_command_1.AddSourceUrlCommand),
    __metadata("design:paramtypes", [stream_executor_1.StreamExecutor,
        clock_1.IdGenerator])
], AddSourceUrlHandler);
//# sourceMappingURL=add-source-url.handler.js.map