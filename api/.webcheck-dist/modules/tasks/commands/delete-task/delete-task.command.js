"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DeleteTaskCommand = void 0;
class DeleteTaskCommand {
    constructor(actor, taskId) {
        this.actor = actor;
        this.taskId = taskId;
    }
}
exports.DeleteTaskCommand = DeleteTaskCommand;
//# sourceMappingURL=delete-task.command.js.map