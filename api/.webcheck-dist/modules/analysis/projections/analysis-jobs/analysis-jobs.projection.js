"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.AnalysisJobsProjection = void 0;
const row_batch_1 = require("../../../../shared/projections/row-batch");
const analysis_job_entity_1 = require("./analysis-job.entity");
/**
 * Counts a bulk refresh's outcomes: each item's ContentAnalyzed or ContentAnalysisFailed that carries the job's
 * id, or the job's own BulkAnalysisItemSkipped. The domain records at most one outcome per item and job, so the
 * counts are exact, survive a restart and come out the same from a replay.
 */
class AnalysisJobsProjection {
    constructor() {
        this.name = 'analysis_jobs';
        this.handles = ['BulkAnalysisRequested', 'BulkAnalysisItemSkipped', 'ContentAnalyzed', 'ContentAnalysisFailed'];
        this.tables = ['analysis_jobs'];
    }
    async apply(events, manager) {
        const withJob = events.filter((e) => typeof e.data.jobId === 'string');
        if (withJob.length === 0)
            return;
        const rows = await row_batch_1.RowBatch.load(manager, analysis_job_entity_1.AnalysisJobRow, withJob.map((e) => e.data.jobId));
        for (const event of withJob) {
            const at = new Date(event.metadata.occurredAt);
            if (event.type === 'BulkAnalysisRequested') {
                const { jobId, workspaceId, contentIds } = event.data;
                rows.put(Object.assign(new analysis_job_entity_1.AnalysisJobRow(), { id: jobId, workspaceId, total: contentIds.length, done: 0, failed: 0, createdAt: at, finishedAt: null }));
                continue;
            }
            rows.update(event.data.jobId, (row) => {
                if (event.type === 'ContentAnalyzed')
                    row.done += 1;
                else
                    row.failed += 1;
                if (row.done + row.failed >= row.total && row.finishedAt === null)
                    row.finishedAt = at;
            });
        }
        await rows.flush();
    }
}
exports.AnalysisJobsProjection = AnalysisJobsProjection;
//# sourceMappingURL=analysis-jobs.projection.js.map