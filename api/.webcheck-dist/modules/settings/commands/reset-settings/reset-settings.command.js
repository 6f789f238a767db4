"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ResetSettingsCommand = void 0;
/** Reset to Defaults: every setting back to its documented default; the saved AI key is removed. */
class ResetSettingsCommand {
    constructor(actor) {
        this.actor = actor;
    }
}
exports.ResetSettingsCommand = ResetSettingsCommand;
//# sourceMappingURL=reset-settings.command.js.map