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
exports.DeleteContentItemHandler = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const stream_executor_1 = require("../../../../shared/event-store/stream-executor");
const content_item_1 = require("../../domain/content-item");
const content_item_events_1 = require("../../domain/content-item.events");
const delete_content_item_command_1 = require("./delete-content-item.command");
/** Records ContentItemDeleted; the item's history stays in the log for auditors. */
let DeleteContentItemHandler = class DeleteContentItemHandler {
    constructor(executor) {
        this.executor = executor;
    }
    async execute({ actor, contentId }) {
        await this.executor.execute((0, content_item_events_1.contentStream)(contentId), content_item_1.contentItemModel, (state) => (0, content_item_1.decideDelete)({ contentId, workspaceId: actor.workspaceId }, state), actor);
    }
};
exports.DeleteContentItemHandler = DeleteContentItemHandler;
exports.DeleteContentItemHandler = DeleteContentItemHandler = __decorate([
    (0, cqrs_1.CommandHandler)(delete_content_item_command_1.DeleteContentItemCommand),
    __metadata("design:paramtypes", [stream_executor_1.StreamExecutor])
], DeleteContentItemHandler);
//# sourceMappingURL=delete-content-item.handler.js.map