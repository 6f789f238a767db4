"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.AnalysisJobsProjection = exports.SourceSnapshotsProjection = exports.HealthHistoryProjection = exports.AnalysisModule = void 0;
var analysis_module_1 = require("./analysis.module");
Object.defineProperty(exports, "AnalysisModule", { enumerable: true, get: function () { return analysis_module_1.AnalysisModule; } });
var health_history_projection_1 = require("./projections/health-history/health-history.projection");
Object.defineProperty(exports, "HealthHistoryProjection", { enumerable: true, get: function () { return health_history_projection_1.HealthHistoryProjection; } });
var source_snapshots_projection_1 = require("./projections/source-snapshots/source-snapshots.projection");
Object.defineProperty(exports, "SourceSnapshotsProjection", { enumerable: true, get: function () { return source_snapshots_projection_1.SourceSnapshotsProjection; } });
var analysis_jobs_projection_1 = require("./projections/analysis-jobs/analysis-jobs.projection");
Object.defineProperty(exports, "AnalysisJobsProjection", { enumerable: true, get: function () { return analysis_jobs_projection_1.AnalysisJobsProjection; } });
//# sourceMappingURL=index.js.map