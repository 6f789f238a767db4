"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.allProjections = allProjections;
const analysis_jobs_projection_1 = require("../../modules/analysis/projections/analysis-jobs/analysis-jobs.projection");
const health_history_projection_1 = require("../../modules/analysis/projections/health-history/health-history.projection");
const source_snapshots_projection_1 = require("../../modules/analysis/projections/source-snapshots/source-snapshots.projection");
const content_items_projection_1 = require("../../modules/content/projections/content-items/content-items.projection");
const users_projection_1 = require("../../modules/identity/projections/users/users.projection");
const settings_projection_1 = require("../../modules/settings/projections/settings/settings.projection");
const tasks_projection_1 = require("../../modules/tasks/projections/tasks/tasks.projection");
const api_keys_projection_1 = require("../../modules/api-keys/projections/api-keys/api-keys.projection");
/** Every read model's projection: the live runner and `npm run replay` both use this list. */
function allProjections() {
    return [
        new users_projection_1.UsersProjection(),
        new content_items_projection_1.ContentItemsProjection(),
        new settings_projection_1.SettingsProjection(),
        new tasks_projection_1.TasksProjection(),
        new api_keys_projection_1.ApiKeysProjection(),
        new health_history_projection_1.HealthHistoryProjection(),
        new source_snapshots_projection_1.SourceSnapshotsProjection(),
        new analysis_jobs_projection_1.AnalysisJobsProjection(),
    ];
}
//# sourceMappingURL=all-projections.js.map