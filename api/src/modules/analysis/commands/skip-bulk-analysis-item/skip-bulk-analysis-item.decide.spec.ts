import type { BulkAnalysisItemSkipped } from '../../domain/analysis-job.events';
import { given, requested } from '../../domain/analysis-job.test-support';
import { decideSkipBulkAnalysisItem } from './skip-bulk-analysis-item.decide';

describe('skipping an item of a bulk analysis', () => {
  it('skips an item of the job once, and no item outside it', () => {
    const skip = { jobId: 'j1', contentId: 'c2', reason: 'The content item was deleted.' };
    const [skipped] = decideSkipBulkAnalysisItem(skip, given(requested)) as BulkAnalysisItemSkipped[];
    expect(skipped).toEqual({ type: 'BulkAnalysisItemSkipped', data: skip });
    expect(decideSkipBulkAnalysisItem(skip, given(requested, skipped))).toEqual([]);
    expect(decideSkipBulkAnalysisItem({ ...skip, contentId: 'c9' }, given(requested))).toMatchObject({ code: 'ANALYSIS_JOB_NOT_FOUND' });
    expect(decideSkipBulkAnalysisItem(skip, given())).toMatchObject({ code: 'ANALYSIS_JOB_NOT_FOUND' });
  });
});
