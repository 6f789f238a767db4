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
exports.DeleteTaskHandler = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const stream_executor_1 = require("../../../../shared/event-store/stream-executor");
const task_1 = require("../../domain/task");
const task_events_1 = require("../../domain/task.events");
const delete_task_command_1 = require("./delete-task.command");
/** Records TaskDeleted; the task's history stays in the log. */
let DeleteTaskHandler = class DeleteTaskHandler {
    constructor(executor) {
        this.executor = executor;
    }
    async execute({ actor, taskId }) {
        await this.executor.execute((0, task_events_1.taskStream)(taskId), task_1.taskModel, (state) => (0, task_1.decideDeleteTask)({ taskId, workspaceId: actor.workspaceId }, state), actor);
    }
};
exports.DeleteTaskHandler = DeleteTaskHandler;
exports.DeleteTaskHandler = DeleteTaskHandler = __decorate([
    (0, cqrs_1.CommandHandler)(delete_task_command_1.DeleteTaskCommand),
    __metadata("design:paramtypes", [stream_executor_1.StreamExecutor])
], DeleteTaskHandler);
//# sourceMappingURL=delete-task.handler.js.map