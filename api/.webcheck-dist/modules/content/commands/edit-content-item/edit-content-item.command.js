"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.EditContentItemCommand = void 0;
class EditContentItemCommand {
    constructor(actor, contentId, changes) {
        this.actor = actor;
        this.contentId = contentId;
        this.changes = changes;
    }
}
exports.EditContentItemCommand = EditContentItemCommand;
//# sourceMappingURL=edit-content-item.command.js.map