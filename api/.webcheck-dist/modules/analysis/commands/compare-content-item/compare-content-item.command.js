"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CompareContentItemCommand = void 0;
/** Compare an item's source URLs with their last comparison (and, with an AI model, the page with them). */
class CompareContentItemCommand {
    constructor(actor, contentId) {
        this.actor = actor;
        this.contentId = contentId;
    }
}
exports.CompareContentItemCommand = CompareContentItemCommand;
//# sourceMappingURL=compare-content-item.command.js.map