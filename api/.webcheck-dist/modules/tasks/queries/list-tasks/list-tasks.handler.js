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
exports.GetTaskHandler = exports.ListTasksHandler = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const task_entity_1 = require("../../projections/tasks/task.entity");
const list_tasks_query_1 = require("./list-tasks.query");
let ListTasksHandler = class ListTasksHandler {
    constructor(dataSource) {
        this.dataSource = dataSource;
    }
    async execute({ workspaceId }) {
        const rows = await this.dataSource.getRepository(task_entity_1.TaskRow).find({ where: { workspaceId }, order: { createdAt: 'DESC', id: 'ASC' } });
        return rows.map(task_entity_1.toTask);
    }
};
exports.ListTasksHandler = ListTasksHandler;
exports.ListTasksHandler = ListTasksHandler = __decorate([
    (0, cqrs_1.QueryHandler)(list_tasks_query_1.ListTasksQuery),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], ListTasksHandler);
let GetTaskHandler = class GetTaskHandler {
    constructor(dataSource) {
        this.dataSource = dataSource;
    }
    async execute({ workspaceId, taskId }) {
        const row = await this.dataSource.getRepository(task_entity_1.TaskRow).findOneBy({ workspaceId, id: taskId });
        return row ? (0, task_entity_1.toTask)(row) : null;
    }
};
exports.GetTaskHandler = GetTaskHandler;
exports.GetTaskHandler = GetTaskHandler = __decorate([
    (0, cqrs_1.QueryHandler)(list_tasks_query_1.GetTaskQuery),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], GetTaskHandler);
//# sourceMappingURL=list-tasks.handler.js.map