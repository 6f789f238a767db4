"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.READ_MODEL_ENTITIES = void 0;
const analysis_job_entity_1 = require("../modules/analysis/projections/analysis-jobs/analysis-job.entity");
const health_history_entity_1 = require("../modules/analysis/projections/health-history/health-history.entity");
const source_snapshot_entity_1 = require("../modules/analysis/projections/source-snapshots/source-snapshot.entity");
const content_item_entity_1 = require("../modules/content/projections/content-items/content-item.entity");
const user_entity_1 = require("../modules/identity/projections/users/user.entity");
const setting_entity_1 = require("../modules/settings/projections/settings/setting.entity");
const task_entity_1 = require("../modules/tasks/projections/tasks/task.entity");
const api_key_entity_1 = require("../modules/api-keys/projections/api-keys/api-key.entity");
exports.READ_MODEL_ENTITIES = [user_entity_1.UserRow, content_item_entity_1.ContentItemRow, setting_entity_1.SettingRow, task_entity_1.TaskRow, api_key_entity_1.ApiKeyRow, health_history_entity_1.HealthHistoryRow, source_snapshot_entity_1.SourceSnapshotRow, analysis_job_entity_1.AnalysisJobRow];
//# sourceMappingURL=read-model-entities.js.map