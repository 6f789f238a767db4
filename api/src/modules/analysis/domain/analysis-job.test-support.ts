import { givenEvents } from '../../../shared/domain/given-events.test-support';
import { evolveAnalysisJob, initialAnalysisJobState } from './analysis-job';
import type { BulkAnalysisRequested } from './analysis-job.events';

/** Given/when/then helpers for the bulk analysis decisions (tests only; not part of the build). */

export const given = givenEvents(evolveAnalysisJob, initialAnalysisJobState);
export const requested: BulkAnalysisRequested = { type: 'BulkAnalysisRequested', data: { jobId: 'j1', workspaceId: 'w1', contentIds: ['c1', 'c2'] } };
