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
exports.CreateTaskHandler = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const clock_1 = require("../../../../shared/domain/clock");
const stream_executor_1 = require("../../../../shared/event-store/stream-executor");
const content_1 = require("../../../content");
const task_1 = require("../../domain/task");
const task_events_1 = require("../../domain/task.events");
const create_task_command_1 = require("./create-task.command");
/** Returns the new task's id. Defaults follow the brief: priority medium, no related content. */
let CreateTaskHandler = class CreateTaskHandler {
    constructor(executor, ids, dataSource) {
        this.executor = executor;
        this.ids = ids;
        this.dataSource = dataSource;
    }
    async execute({ actor, input }) {
        const taskId = this.ids.next();
        const fields = { title: input.title, description: input.description ?? null, priority: input.priority ?? 'medium', contentId: input.contentId ?? null };
        const contentExists = fields.contentId !== null && (await (0, content_1.contentItemExists)(this.dataSource, actor.workspaceId, fields.contentId));
        await this.executor.execute((0, task_events_1.taskStream)(taskId), task_1.taskModel, (state) => (0, task_1.decideCreateTask)({ taskId, workspaceId: actor.workspaceId, fields, contentExists }, state), actor);
        return taskId;
    }
};
exports.CreateTaskHandler = CreateTaskHandler;
exports.CreateTaskHandler = CreateTaskHandler = __decorate([
    (0, cqrs_1.CommandHandler)(create_task_command_1.CreateTaskCommand),
    __metadata("design:paramtypes", [stream_executor_1.StreamExecutor,
        clock_1.IdGenerator,
        typeorm_1.DataSource])
], CreateTaskHandler);
//# sourceMappingURL=create-task.handler.js.map