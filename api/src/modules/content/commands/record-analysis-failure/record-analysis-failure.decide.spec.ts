import type { ContentAnalysisFailed } from '../../domain/content-item.events';
import { after, given, invisibleItems, registered } from '../../domain/content-item.test-support';
import { decideRecordAnalysisFailure } from './record-analysis-failure.decide';

describe('recording a failed analysis', () => {
  it('records a failure with its reason and leaves the item as it was', () => {
    const state = given(registered({ status: 'fresh', healthScore: 77 }));
    const decided = decideRecordAnalysisFailure({ contentId: 'c1', workspaceId: 'w1', reason: 'The page answered 404 Not Found', code: 'http_status' }, state);
    expect(decided).toEqual([{ type: 'ContentAnalysisFailed', data: { contentId: 'c1', reason: 'The page answered 404 Not Found', code: 'http_status' } }]);
    expect(after(state, decided)).toMatchObject({ fields: { status: 'fresh', healthScore: 77 } });
  });

  it('records a bulk job’s failure once', () => {
    const failure = { contentId: 'c1', workspaceId: 'w1', jobId: 'j1', reason: 'x', code: 'timeout' };
    const [event] = decideRecordAnalysisFailure(failure, given(registered())) as ContentAnalysisFailed[];
    expect(event.data.jobId).toBe('j1');
    expect(decideRecordAnalysisFailure(failure, given(registered(), event))).toEqual([]);
  });

  it.each(invisibleItems)('answers %s as not found', (_, state) => {
    expect(decideRecordAnalysisFailure({ contentId: 'c1', workspaceId: 'w1', reason: 'x', code: 'dns' }, state)).toMatchObject({
      code: 'CONTENT_ITEM_NOT_FOUND',
    });
  });
});
