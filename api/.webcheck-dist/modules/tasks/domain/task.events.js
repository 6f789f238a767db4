"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.taskStream = exports.TASK_EVENT_TYPES = void 0;
exports.TASK_EVENT_TYPES = ['TaskCreated', 'TaskEdited', 'TaskStatusChanged', 'TaskCompleted', 'TaskDeleted'];
const taskStream = (taskId) => `task-${taskId}`;
exports.taskStream = taskStream;
//# sourceMappingURL=task.events.js.map