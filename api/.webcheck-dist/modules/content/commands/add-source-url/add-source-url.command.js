"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.AddSourceUrlCommand = void 0;
class AddSourceUrlCommand {
    constructor(actor, contentId, url, description) {
        this.actor = actor;
        this.contentId = contentId;
        this.url = url;
        this.description = description;
    }
}
exports.AddSourceUrlCommand = AddSourceUrlCommand;
//# sourceMappingURL=add-source-url.command.js.map