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
exports.RegisterContentItemHandler = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const clock_1 = require("../../../../shared/domain/clock");
const stream_executor_1 = require("../../../../shared/event-store/stream-executor");
const content_item_1 = require("../../domain/content-item");
const content_item_events_1 = require("../../domain/content-item.events");
const register_content_item_command_1 = require("./register-content-item.command");
/** Returns the new item's id. Defaults follow the brief: a new item is fresh, with health score 0. */
let RegisterContentItemHandler = class RegisterContentItemHandler {
    constructor(executor, ids) {
        this.executor = executor;
        this.ids = ids;
    }
    async execute({ actor, input }) {
        const contentId = this.ids.next();
        const fields = {
            title: input.title,
            url: input.url,
            contentType: input.contentType ?? 'blog_post',
            status: input.status ?? 'fresh',
            healthScore: input.healthScore ?? 0,
            lastUpdated: input.lastUpdated ?? null,
            content: input.content ?? null,
            aiPrompt: input.aiPrompt ?? null,
            checkSchedule: input.checkSchedule ?? { type: 'manual' },
        };
        await this.executor.execute((0, content_item_events_1.contentStream)(contentId), content_item_1.contentItemModel, (state) => (0, content_item_1.decideRegister)({ contentId, workspaceId: actor.workspaceId, fields }, state), actor);
        return contentId;
    }
};
exports.RegisterContentItemHandler = RegisterContentItemHandler;
exports.RegisterContentItemHandler = RegisterContentItemHandler = __decorate([
    (0, cqrs_1.CommandHandler)(register_content_item_command_1.RegisterContentItemCommand),
    __metadata("design:paramtypes", [stream_executor_1.StreamExecutor,
        clock_1.IdGenerator])
], RegisterContentItemHandler);
//# sourceMappingURL=register-content-item.handler.js.map