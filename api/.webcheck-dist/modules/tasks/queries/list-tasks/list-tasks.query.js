"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.GetTaskQuery = exports.ListTasksQuery = void 0;
/** Every live task of a workspace, newest first. */
class ListTasksQuery {
    constructor(workspaceId) {
        this.workspaceId = workspaceId;
    }
}
exports.ListTasksQuery = ListTasksQuery;
/** One task, or null when it does not exist in this workspace. */
class GetTaskQuery {
    constructor(workspaceId, taskId) {
        this.workspaceId = workspaceId;
        this.taskId = taskId;
    }
}
exports.GetTaskQuery = GetTaskQuery;
//# sourceMappingURL=list-tasks.query.js.map