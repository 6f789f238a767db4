"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CreateTaskCommand = void 0;
class CreateTaskCommand {
    constructor(actor, input) {
        this.actor = actor;
        this.input = input;
    }
}
exports.CreateTaskCommand = CreateTaskCommand;
//# sourceMappingURL=create-task.command.js.map