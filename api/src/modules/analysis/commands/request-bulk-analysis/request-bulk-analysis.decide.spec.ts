import { evolveAnalysisJob, initialAnalysisJobState } from '../../domain/analysis-job';
import { BULK_IDS_PER_EVENT } from '../../domain/analysis-job.events';
import { given, requested } from '../../domain/analysis-job.test-support';
import { decideRequestBulkAnalysis } from './request-bulk-analysis.decide';

describe('requesting a bulk analysis', () => {
  it('requests each listed item once', () => {
    expect(decideRequestBulkAnalysis({ jobId: 'j1', workspaceId: 'w1', contentIds: ['c1', 'C2', 'c1', 'c2'] }, given())).toEqual([
      { type: 'BulkAnalysisRequested', data: { jobId: 'j1', workspaceId: 'w1', contentIds: ['c1', 'c2'], total: 2 } },
    ]);
  });

  it('lists 100,000 items in events of BULK_IDS_PER_EVENT, in order, each item once', () => {
    const ids = Array.from({ length: 100_000 }, (_, i) => `c${i}`);
    const events = decideRequestBulkAnalysis({ jobId: 'j1', workspaceId: 'w1', contentIds: ids }, given());
    if (!Array.isArray(events)) throw new Error(`refused: ${events.message}`);
    expect(events.map((e) => e.type)).toEqual(['BulkAnalysisRequested', ...Array(9).fill('BulkAnalysisItemsListed')]);
    expect(events[0].data).toMatchObject({ jobId: 'j1', workspaceId: 'w1', total: 100_000 });
    expect(events.every((e) => e.data.contentIds.length === BULK_IDS_PER_EVENT && e.data.workspaceId === 'w1')).toBe(true);
    const state = events.reduce(evolveAnalysisJob, initialAnalysisJobState);
    expect(state).toMatchObject({ status: 'requested', contentIds: ids });
  });

  it('refuses an empty list and a job id used before', () => {
    expect(decideRequestBulkAnalysis({ jobId: 'j1', workspaceId: 'w1', contentIds: [] }, given())).toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining('contentIds'),
    });
    expect(decideRequestBulkAnalysis({ jobId: 'j1', workspaceId: 'w1', contentIds: ['c1'] }, given(requested))).toMatchObject({ code: 'ANALYSIS_JOB_EXISTS' });
  });
});
