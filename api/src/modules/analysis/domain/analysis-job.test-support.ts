import { AnalysisJobState, evolveAnalysisJob, initialAnalysisJobState } from './analysis-job';

/** Given/when/then helpers for the bulk analysis decisions (tests only; not part of the build). */

export const given = (...events: any[]): AnalysisJobState => events.reduce(evolveAnalysisJob, initialAnalysisJobState);
export const requested = { type: 'BulkAnalysisRequested', data: { jobId: 'j1', workspaceId: 'w1', contentIds: ['c1', 'c2'] } };
