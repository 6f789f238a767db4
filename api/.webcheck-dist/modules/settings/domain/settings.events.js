"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.settingsStream = exports.SETTINGS_EVENT_TYPES = void 0;
exports.SETTINGS_EVENT_TYPES = ['SettingChanged', 'SettingsReset'];
/** One stream per workspace: settings are few and change rarely, so one stream orders all their changes. */
const settingsStream = (workspaceId) => `settings-${workspaceId}`;
exports.settingsStream = settingsStream;
//# sourceMappingURL=settings.events.js.map