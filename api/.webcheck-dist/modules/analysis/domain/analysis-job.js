"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.nothingToAnalyse = exports.analysisJobNotFound = exports.analysisJobExists = exports.analysisJobModel = exports.initialAnalysisJobState = void 0;
exports.evolveAnalysisJob = evolveAnalysisJob;
exports.decideRequestBulkAnalysis = decideRequestBulkAnalysis;
exports.decideSkipBulkAnalysisItem = decideSkipBulkAnalysisItem;
const domain_error_1 = require("../../../shared/domain/domain-error");
exports.initialAnalysisJobState = { status: 'none' };
function evolveAnalysisJob(state, event) {
    switch (event.type) {
        case 'BulkAnalysisRequested':
            return { status: 'requested', ...event.data, skipped: [] };
        case 'BulkAnalysisItemSkipped':
            return state.status === 'requested' ? { ...state, skipped: [...state.skipped, event.data.contentId] } : state;
        default:
            return state;
    }
}
exports.analysisJobModel = { initialState: exports.initialAnalysisJobState, evolve: evolveAnalysisJob };
exports.analysisJobExists = new domain_error_1.DomainError('ANALYSIS_JOB_EXISTS', 'conflict', 'An analysis job with this id already exists.');
exports.analysisJobNotFound = new domain_error_1.DomainError('ANALYSIS_JOB_NOT_FOUND', 'not_found', 'Analysis job not found.');
exports.nothingToAnalyse = new domain_error_1.DomainError('NOTHING_TO_ANALYSE', 'invalid', 'contentIds must not be empty: add some content items first');
/** Starts a bulk refresh over the listed items, each once, in the order given. */
function decideRequestBulkAnalysis(command, state) {
    if (state.status !== 'none')
        return exports.analysisJobExists;
    const contentIds = [...new Set(command.contentIds.map((id) => id.toLowerCase()))];
    if (contentIds.length === 0)
        return exports.nothingToAnalyse;
    return [{ type: 'BulkAnalysisRequested', data: { jobId: command.jobId, workspaceId: command.workspaceId, contentIds } }];
}
/** Marks an item of the job as skipped, once; items the job does not cover cannot be skipped. */
function decideSkipBulkAnalysisItem(command, state) {
    if (state.status !== 'requested' || !state.contentIds.includes(command.contentId))
        return exports.analysisJobNotFound;
    if (state.skipped.includes(command.contentId))
        return [];
    return [{ type: 'BulkAnalysisItemSkipped', data: { ...command } }];
}
//# sourceMappingURL=analysis-job.js.map