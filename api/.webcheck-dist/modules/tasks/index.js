"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ListTasksQuery = exports.CreateTaskCommand = exports.TaskRow = exports.TasksProjection = exports.TasksModule = void 0;
var tasks_module_1 = require("./tasks.module");
Object.defineProperty(exports, "TasksModule", { enumerable: true, get: function () { return tasks_module_1.TasksModule; } });
var tasks_projection_1 = require("./projections/tasks/tasks.projection");
Object.defineProperty(exports, "TasksProjection", { enumerable: true, get: function () { return tasks_projection_1.TasksProjection; } });
var task_entity_1 = require("./projections/tasks/task.entity");
Object.defineProperty(exports, "TaskRow", { enumerable: true, get: function () { return task_entity_1.TaskRow; } });
// For reactions in other modules (the analysis opens 'Review changes in <source>' tasks).
var create_task_command_1 = require("./commands/create-task/create-task.command");
Object.defineProperty(exports, "CreateTaskCommand", { enumerable: true, get: function () { return create_task_command_1.CreateTaskCommand; } });
var list_tasks_query_1 = require("./queries/list-tasks/list-tasks.query");
Object.defineProperty(exports, "ListTasksQuery", { enumerable: true, get: function () { return list_tasks_query_1.ListTasksQuery; } });
//# sourceMappingURL=index.js.map