import { given, requested } from '../../domain/analysis-job.test-support';
import { decideRequestBulkAnalysis } from './request-bulk-analysis.decide';

describe('requesting a bulk analysis', () => {
  it('requests each listed item once', () => {
    expect(decideRequestBulkAnalysis({ jobId: 'j1', workspaceId: 'w1', contentIds: ['c1', 'C2', 'c1', 'c2'] }, given())).toEqual([
      { type: 'BulkAnalysisRequested', data: { jobId: 'j1', workspaceId: 'w1', contentIds: ['c1', 'c2'] } },
    ]);
  });

  it('refuses an empty list and a job id used before', () => {
    expect(decideRequestBulkAnalysis({ jobId: 'j1', workspaceId: 'w1', contentIds: [] }, given())).toMatchObject({ kind: 'invalid', message: expect.stringContaining('contentIds') });
    expect(decideRequestBulkAnalysis({ jobId: 'j1', workspaceId: 'w1', contentIds: ['c1'] }, given(requested))).toMatchObject({ code: 'ANALYSIS_JOB_EXISTS' });
  });
});
