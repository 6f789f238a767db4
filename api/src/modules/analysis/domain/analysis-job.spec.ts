import { AnalysisJobState, decideRequestBulkAnalysis, decideSkipBulkAnalysisItem, evolveAnalysisJob, initialAnalysisJobState } from './analysis-job';

const given = (...events: any[]): AnalysisJobState => events.reduce(evolveAnalysisJob, initialAnalysisJobState);
const requested = { type: 'BulkAnalysisRequested', data: { jobId: 'j1', workspaceId: 'w1', contentIds: ['c1', 'c2'] } };

describe('bulk analysis decisions', () => {
  it('requests each listed item once', () => {
    expect(decideRequestBulkAnalysis({ jobId: 'j1', workspaceId: 'w1', contentIds: ['c1', 'C2', 'c1', 'c2'] }, given())).toEqual([
      { type: 'BulkAnalysisRequested', data: { jobId: 'j1', workspaceId: 'w1', contentIds: ['c1', 'c2'] } },
    ]);
  });

  it('refuses an empty list and a job id used before', () => {
    expect(decideRequestBulkAnalysis({ jobId: 'j1', workspaceId: 'w1', contentIds: [] }, given())).toMatchObject({ kind: 'invalid', message: expect.stringContaining('contentIds') });
    expect(decideRequestBulkAnalysis({ jobId: 'j1', workspaceId: 'w1', contentIds: ['c1'] }, given(requested))).toMatchObject({ code: 'ANALYSIS_JOB_EXISTS' });
  });

  it("skips an item of the job once, and no item outside it", () => {
    const skip = { jobId: 'j1', contentId: 'c2', reason: 'The content item was deleted.' };
    const [skipped] = decideSkipBulkAnalysisItem(skip, given(requested)) as any[];
    expect(skipped).toEqual({ type: 'BulkAnalysisItemSkipped', data: skip });
    expect(decideSkipBulkAnalysisItem(skip, given(requested, skipped))).toEqual([]);
    expect(decideSkipBulkAnalysisItem({ ...skip, contentId: 'c9' }, given(requested))).toMatchObject({ code: 'ANALYSIS_JOB_NOT_FOUND' });
    expect(decideSkipBulkAnalysisItem(skip, given())).toMatchObject({ code: 'ANALYSIS_JOB_NOT_FOUND' });
  });
});
