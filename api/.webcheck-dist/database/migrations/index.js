"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MIGRATIONS = void 0;
const _1763800000000_foundation_1 = require("./1763800000000-foundation");
const _1763800100000_tasks_settings_api_keys_1 = require("./1763800100000-tasks-settings-api-keys");
const _1763800200000_analysis_1 = require("./1763800200000-analysis");
/** Every migration, oldest first. Listed by hand so that the compiled build and the tests run the same set. */
exports.MIGRATIONS = [_1763800000000_foundation_1.Foundation1763800000000, _1763800100000_tasks_settings_api_keys_1.TasksSettingsApiKeys1763800100000, _1763800200000_analysis_1.Analysis1763800200000];
//# sourceMappingURL=index.js.map