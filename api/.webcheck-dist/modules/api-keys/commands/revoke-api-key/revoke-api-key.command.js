"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RevokeApiKeyCommand = void 0;
class RevokeApiKeyCommand {
    constructor(actor, keyId) {
        this.actor = actor;
        this.keyId = keyId;
    }
}
exports.RevokeApiKeyCommand = RevokeApiKeyCommand;
//# sourceMappingURL=revoke-api-key.command.js.map