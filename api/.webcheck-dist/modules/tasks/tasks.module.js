"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.TasksModule = void 0;
const common_1 = require("@nestjs/common");
const create_task_handler_1 = require("./commands/create-task/create-task.handler");
const delete_task_handler_1 = require("./commands/delete-task/delete-task.handler");
const update_task_handler_1 = require("./commands/update-task/update-task.handler");
const list_tasks_handler_1 = require("./queries/list-tasks/list-tasks.handler");
const tasks_http_controller_1 = require("./tasks.http.controller");
let TasksModule = class TasksModule {
};
exports.TasksModule = TasksModule;
exports.TasksModule = TasksModule = __decorate([
    (0, common_1.Module)({
        controllers: [tasks_http_controller_1.TasksHttpController],
        providers: [create_task_handler_1.CreateTaskHandler, update_task_handler_1.UpdateTaskHandler, delete_task_handler_1.DeleteTaskHandler, list_tasks_handler_1.ListTasksHandler, list_tasks_handler_1.GetTaskHandler],
    })
], TasksModule);
//# sourceMappingURL=tasks.module.js.map