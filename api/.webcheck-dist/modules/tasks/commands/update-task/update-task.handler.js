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
exports.UpdateTaskHandler = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const stream_executor_1 = require("../../../../shared/event-store/stream-executor");
const content_1 = require("../../../content");
const task_1 = require("../../domain/task");
const task_events_1 = require("../../domain/task.events");
const update_task_command_1 = require("./update-task.command");
let UpdateTaskHandler = class UpdateTaskHandler {
    constructor(executor, dataSource) {
        this.executor = executor;
        this.dataSource = dataSource;
    }
    async execute({ actor, taskId, input }) {
        const { status, completedAt, ...changes } = input;
        const contentExists = !!changes.contentId && (await (0, content_1.contentItemExists)(this.dataSource, actor.workspaceId, changes.contentId));
        await this.executor.execute((0, task_events_1.taskStream)(taskId), task_1.taskModel, (state, now) => (0, task_1.decideUpdateTask)({ taskId, workspaceId: actor.workspaceId, changes, status, completedAt, contentExists }, state, now), actor);
    }
};
exports.UpdateTaskHandler = UpdateTaskHandler;
exports.UpdateTaskHandler = UpdateTaskHandler = __decorate([
    (0, cqrs_1.CommandHandler)(update_task_command_1.UpdateTaskCommand),
    __metadata("design:paramtypes", [stream_executor_1.StreamExecutor,
        typeorm_1.DataSource])
], UpdateTaskHandler);
//# sourceMappingURL=update-task.handler.js.map