"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DeleteContentItemCommand = void 0;
class DeleteContentItemCommand {
    constructor(actor, contentId) {
        this.actor = actor;
        this.contentId = contentId;
    }
}
exports.DeleteContentItemCommand = DeleteContentItemCommand;
//# sourceMappingURL=delete-content-item.command.js.map