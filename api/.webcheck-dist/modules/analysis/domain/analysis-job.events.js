"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.analysisJobStream = exports.ANALYSIS_JOB_EVENT_TYPES = void 0;
exports.ANALYSIS_JOB_EVENT_TYPES = ['BulkAnalysisRequested', 'BulkAnalysisItemSkipped'];
const analysisJobStream = (jobId) => `analysis-job-${jobId}`;
exports.analysisJobStream = analysisJobStream;
//# sourceMappingURL=analysis-job.events.js.map