"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.secretNotPlain = exports.settingsModel = exports.initialSettingsState = void 0;
exports.evolveSettings = evolveSettings;
exports.decideSaveSetting = decideSaveSetting;
exports.decideSaveAiKey = decideSaveAiKey;
exports.decideResetSettings = decideResetSettings;
const contracts_1 = require("@freshwatch/contracts");
const domain_error_1 = require("../../../shared/domain/domain-error");
exports.initialSettingsState = { values: {}, aiKeyLast4: null };
function evolveSettings(state, event) {
    switch (event.type) {
        case 'SettingChanged': {
            const data = event.data;
            if (data.key === contracts_1.AI_API_KEY_SETTING)
                return { ...state, aiKeyLast4: data.last4 };
            return { ...state, values: { ...state.values, [data.key]: data.value } };
        }
        case 'SettingsReset':
            return exports.initialSettingsState;
        default:
            return state;
    }
}
exports.settingsModel = { initialState: exports.initialSettingsState, evolve: evolveSettings };
exports.secretNotPlain = new domain_error_1.DomainError('SETTING_IS_SECRET', 'invalid', 'openai_api_key is saved through its own path so that it is never recorded.');
/** Records a change only when the value really differs from the current one (or its default). */
function decideSaveSetting(command, state) {
    if (command.key === contracts_1.AI_API_KEY_SETTING)
        return exports.secretNotPlain;
    const current = state.values[command.key] ?? contracts_1.SETTING_DEFAULTS[command.key];
    if (current === command.value)
        return [];
    return [{ type: 'SettingChanged', data: { key: command.key, value: command.value } }];
}
/**
 * The handler has already compared the new key with the stored one and calls this only for a real change;
 * removing a key that is not there records nothing.
 */
function decideSaveAiKey(command, state) {
    if (command.last4 === null && state.aiKeyLast4 === null)
        return [];
    return [{ type: 'SettingChanged', data: { key: contracts_1.AI_API_KEY_SETTING, changed: true, last4: command.last4 } }];
}
/** Lists the keys that were not at their default; nothing to reset records nothing. */
function decideResetSettings(state) {
    const keys = contracts_1.SETTING_KEYS.filter((key) => key === contracts_1.AI_API_KEY_SETTING ? state.aiKeyLast4 !== null : (state.values[key] ?? contracts_1.SETTING_DEFAULTS[key]) !== contracts_1.SETTING_DEFAULTS[key]);
    if (keys.length === 0)
        return [];
    return [{ type: 'SettingsReset', data: { keys } }];
}
//# sourceMappingURL=settings.js.map