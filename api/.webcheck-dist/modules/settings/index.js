"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SettingRow = exports.SettingsProjection = exports.SettingsService = exports.SettingsModule = void 0;
var settings_module_1 = require("./settings.module");
Object.defineProperty(exports, "SettingsModule", { enumerable: true, get: function () { return settings_module_1.SettingsModule; } });
var settings_service_1 = require("./settings.service");
Object.defineProperty(exports, "SettingsService", { enumerable: true, get: function () { return settings_service_1.SettingsService; } });
var settings_projection_1 = require("./projections/settings/settings.projection");
Object.defineProperty(exports, "SettingsProjection", { enumerable: true, get: function () { return settings_projection_1.SettingsProjection; } });
var setting_entity_1 = require("./projections/settings/setting.entity");
Object.defineProperty(exports, "SettingRow", { enumerable: true, get: function () { return setting_entity_1.SettingRow; } });
//# sourceMappingURL=index.js.map