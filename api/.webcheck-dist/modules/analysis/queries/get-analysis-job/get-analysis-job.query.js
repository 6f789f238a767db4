"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.GetAnalysisJobQuery = void 0;
/** A bulk refresh's progress, or null when the workspace has no such job. */
class GetAnalysisJobQuery {
    constructor(workspaceId, jobId) {
        this.workspaceId = workspaceId;
        this.jobId = jobId;
    }
}
exports.GetAnalysisJobQuery = GetAnalysisJobQuery;
//# sourceMappingURL=get-analysis-job.query.js.map