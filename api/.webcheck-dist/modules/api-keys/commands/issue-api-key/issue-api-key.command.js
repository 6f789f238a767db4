"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.IssueApiKeyCommand = void 0;
class IssueApiKeyCommand {
    constructor(actor, name) {
        this.actor = actor;
        this.name = name;
    }
}
exports.IssueApiKeyCommand = IssueApiKeyCommand;
//# sourceMappingURL=issue-api-key.command.js.map