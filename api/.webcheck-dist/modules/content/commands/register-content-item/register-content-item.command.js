"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RegisterContentItemCommand = void 0;
class RegisterContentItemCommand {
    constructor(actor, input) {
        this.actor = actor;
        this.input = input;
    }
}
exports.RegisterContentItemCommand = RegisterContentItemCommand;
//# sourceMappingURL=register-content-item.command.js.map