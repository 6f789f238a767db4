"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.UpdateTaskCommand = void 0;
class UpdateTaskCommand {
    constructor(actor, taskId, input) {
        this.actor = actor;
        this.taskId = taskId;
        this.input = input;
    }
}
exports.UpdateTaskCommand = UpdateTaskCommand;
//# sourceMappingURL=update-task.command.js.map