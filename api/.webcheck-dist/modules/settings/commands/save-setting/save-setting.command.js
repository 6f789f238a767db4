"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SaveSettingCommand = void 0;
/** `value` has passed settingValueError (the DTO checks it). */
class SaveSettingCommand {
    constructor(actor, key, value) {
        this.actor = actor;
        this.key = key;
        this.value = value;
    }
}
exports.SaveSettingCommand = SaveSettingCommand;
//# sourceMappingURL=save-setting.command.js.map