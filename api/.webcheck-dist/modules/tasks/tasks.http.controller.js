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
exports.TasksHttpController = void 0;
const dto_1 = require("@freshwatch/contracts/dto");
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const id_pipe_1 = require("../../shared/http/id.pipe");
const identity_1 = require("../identity");
const create_task_command_1 = require("./commands/create-task/create-task.command");
const delete_task_command_1 = require("./commands/delete-task/delete-task.command");
const update_task_command_1 = require("./commands/update-task/update-task.command");
const list_tasks_query_1 = require("./queries/list-tasks/list-tasks.query");
const TaskIdPipe = (0, id_pipe_1.idPipe)('Task');
let TasksHttpController = class TasksHttpController {
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    list(actor) {
        return this.queries.execute(new list_tasks_query_1.ListTasksQuery(actor.workspaceId));
    }
    async create(actor, body) {
        const id = await this.commands.execute(new create_task_command_1.CreateTaskCommand(actor, body));
        return this.task(actor, id);
    }
    async update(actor, id, body) {
        await this.commands.execute(new update_task_command_1.UpdateTaskCommand(actor, id, body));
        return this.task(actor, id);
    }
    async remove(actor, id) {
        await this.commands.execute(new delete_task_command_1.DeleteTaskCommand(actor, id));
    }
    async task(actor, id) {
        const task = await this.queries.execute(new list_tasks_query_1.GetTaskQuery(actor.workspaceId, id));
        if (task === null)
            throw new common_1.NotFoundException('Task not found.');
        return task;
    }
};
exports.TasksHttpController = TasksHttpController;
__decorate([
    (0, common_1.Get)(),
    (0, swagger_1.ApiOperation)({ summary: "The workspace's tasks, newest first" }),
    __param(0, (0, identity_1.CurrentActor)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], TasksHttpController.prototype, "list", null);
__decorate([
    (0, common_1.Post)(),
    (0, swagger_1.ApiOperation)({ summary: 'Create a task (pending; priority medium and no related content unless given)' }),
    __param(0, (0, identity_1.CurrentActor)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, dto_1.CreateTaskDto]),
    __metadata("design:returntype", Promise)
], TasksHttpController.prototype, "create", null);
__decorate([
    (0, common_1.Patch)(':id'),
    (0, swagger_1.ApiOperation)({ summary: 'Edit a task and/or change its status; completed sets completedAt, any other status clears it' }),
    __param(0, (0, identity_1.CurrentActor)()),
    __param(1, (0, common_1.Param)('id', TaskIdPipe)),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, dto_1.UpdateTaskDto]),
    __metadata("design:returntype", Promise)
], TasksHttpController.prototype, "update", null);
__decorate([
    (0, common_1.Delete)(':id'),
    (0, common_1.HttpCode)(204),
    (0, swagger_1.ApiOperation)({ summary: 'Delete a task (its history stays in the event log)' }),
    __param(0, (0, identity_1.CurrentActor)()),
    __param(1, (0, common_1.Param)('id', TaskIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], TasksHttpController.prototype, "remove", null);
exports.TasksHttpController = TasksHttpController = __decorate([
    (0, swagger_1.ApiTags)('tasks'),
    (0, common_1.Controller)('tasks'),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], TasksHttpController);
//# sourceMappingURL=tasks.http.controller.js.map