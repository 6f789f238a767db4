import type { Analysis } from '@freshwatch/contracts';
import { ContentItemState, decideEdit, evolveContentItem, initialContentItemState } from './content-item';
import { decideRecordAnalysis, decideRecordAnalysisFailure, decideRecordComparison, RecordAnalysis, worseStatus } from './content-item-analysis';
import { pendingSourceChanges } from './content-item-analysis.state';
import type { ContentItemFields } from './content-item.events';

const fields: ContentItemFields = {
  title: 'Pricing',
  url: 'https://example.com/pricing',
  contentType: 'page',
  status: 'fresh',
  healthScore: 0,
  lastUpdated: null,
  content: null,
  aiPrompt: null,
  checkSchedule: { type: 'manual' },
};
const registered = (overrides: Partial<ContentItemFields> = {}) => ({
  type: 'ContentItemRegistered',
  data: { contentId: 'c1', workspaceId: 'w1', ...fields, ...overrides },
});

/** given: the events so far; when: a decision; then: the events or error it returns. */
function given(...events: any[]): ContentItemState {
  return events.reduce(evolveContentItem, initialContentItemState);
}
/** Decides, then folds the decided events in: the state the next command sees. */
function after(state: ContentItemState, decided: unknown): ContentItemState {
  if (!Array.isArray(decided)) throw new Error(`expected events, got ${JSON.stringify(decided)}`);
  return decided.reduce(evolveContentItem, state);
}

const analysis: Analysis = { healthScore: 41, freshness: 30, seoScore: 60, readability: 55, summary: 'Old.', issues: [], recommendations: [] };
const analyse = (overrides: Partial<RecordAnalysis> = {}): RecordAnalysis => ({
  contentId: 'c1',
  workspaceId: 'w1',
  analysis,
  status: 'needs_update',
  analyser: 'local',
  model: null,
  usage: null,
  page: { finalUrl: 'https://example.com/pricing', httpStatus: 200, title: 'Pricing', wordCount: 120, lastModified: null },
  mainText: 'Our plans start at 9 dollars.',
  ...overrides,
});
const source = (id: string, fingerprint: string, text = `text of ${id}`) => ({ sourceUrlId: id, url: `https://src.example/${id}`, fingerprint, text, changeSummary: `${id} changed` });
const now = new Date('2026-03-01T10:00:00.000Z');

describe('recording an analysis', () => {
  it('records the analysis and fills an empty description with the extracted text', () => {
    const [event] = decideRecordAnalysis(analyse(), given(registered())) as any[];
    expect(event.type).toBe('ContentAnalyzed');
    expect(event.data).toMatchObject({ contentId: 'c1', analysis, status: 'needs_update', analyser: 'local', extractedText: 'Our plans start at 9 dollars.' });
    expect(event.data).not.toHaveProperty('workspaceId');
    expect(event.data).not.toHaveProperty('mainText');
  });

  it("never overwrites a description a person wrote, but refreshes an extracted one", () => {
    const written = given(registered({ content: 'Our pricing page, kept by Sales.' }));
    expect((decideRecordAnalysis(analyse(), written) as any[])[0].data).not.toHaveProperty('extractedText');

    const extracted = after(given(registered()), decideRecordAnalysis(analyse(), given(registered())));
    const [again] = decideRecordAnalysis(analyse({ mainText: 'Our plans start at 12 dollars.' }), extracted) as any[];
    expect(again.data.extractedText).toBe('Our plans start at 12 dollars.');
    const [same] = decideRecordAnalysis(analyse(), extracted) as any[];
    expect(same.data).not.toHaveProperty('extractedText');
  });

  it('hands the description back to the extraction when a person clears it', () => {
    const written = given(registered({ content: 'Mine.' }));
    const cleared = after(written, decideEdit({ contentId: 'c1', workspaceId: 'w1', changes: { content: null } }, written));
    expect((decideRecordAnalysis(analyse(), cleared) as any[])[0].data.extractedText).toBe('Our plans start at 9 dollars.');
  });

  it('folds score, status, content and the page date into the state, so that a later edit compares with them', () => {
    const state = after(
      given(registered()),
      decideRecordAnalysis(analyse({ page: { ...analyse().page, lastModified: '2025-01-02T00:00:00.000Z' } }), given(registered())),
    );
    expect(state).toMatchObject({ fields: { status: 'needs_update', healthScore: 41, content: 'Our plans start at 9 dollars.', lastUpdated: '2025-01-02T00:00:00.000Z' } });
    expect(decideEdit({ contentId: 'c1', workspaceId: 'w1', changes: { status: 'fresh' } }, state)).toEqual([
      { type: 'ContentItemEdited', data: { contentId: 'c1', changes: { status: 'fresh' } } },
    ]);
  });

  it('records at most one outcome per bulk job and item', () => {
    const first = after(given(registered()), decideRecordAnalysis(analyse({ jobId: 'j1' }), given(registered())));
    expect(decideRecordAnalysis(analyse({ jobId: 'j1' }), first)).toEqual([]);
    expect(decideRecordAnalysisFailure({ contentId: 'c1', workspaceId: 'w1', jobId: 'j1', reason: 'x', code: 'timeout' }, first)).toEqual([]);
    expect(decideRecordAnalysis(analyse({ jobId: 'j2' }), first)).toHaveLength(1);
    expect(decideRecordAnalysis(analyse(), first)).toHaveLength(1);

    const failed = after(given(registered()), decideRecordAnalysisFailure({ contentId: 'c1', workspaceId: 'w1', jobId: 'j3', reason: 'x', code: 'timeout' }, given(registered())));
    expect(decideRecordAnalysis(analyse({ jobId: 'j3' }), failed)).toEqual([]);
  });

  it('records a failure with its reason and leaves the item as it was', () => {
    const state = given(registered({ status: 'fresh', healthScore: 77 }));
    const decided = decideRecordAnalysisFailure({ contentId: 'c1', workspaceId: 'w1', reason: 'The page answered 404 Not Found', code: 'http_status' }, state);
    expect(decided).toEqual([{ type: 'ContentAnalysisFailed', data: { contentId: 'c1', reason: 'The page answered 404 Not Found', code: 'http_status' } }]);
    expect(after(state, decided)).toMatchObject({ fields: { status: 'fresh', healthScore: 77 } });
  });

  it.each([
    ['a missing item', given()],
    ["another workspace's item", given({ ...registered(), data: { ...registered().data, workspaceId: 'w2' } })],
    ['a deleted item', given(registered(), { type: 'ContentItemDeleted', data: { contentId: 'c1' } })],
  ])('answers %s as not found', (_, state) => {
    expect(decideRecordAnalysis(analyse(), state)).toMatchObject({ code: 'CONTENT_ITEM_NOT_FOUND', kind: 'not_found' });
    expect(decideRecordAnalysisFailure({ contentId: 'c1', workspaceId: 'w1', reason: 'x', code: 'dns' }, state)).toMatchObject({ code: 'CONTENT_ITEM_NOT_FOUND' });
    expect(decideRecordComparison({ contentId: 'c1', workspaceId: 'w1', observations: [source('s1', 'a')] }, state, now)).toMatchObject({ code: 'CONTENT_ITEM_NOT_FOUND' });
  });
});

describe('recording a comparison with sources', () => {
  const compare = (state: ContentItemState, observations: any[], extra = {}) =>
    decideRecordComparison({ contentId: 'c1', workspaceId: 'w1', observations, ...extra }, state, now);

  it('takes the first fingerprint as the baseline, keeping its text for later diffs', () => {
    const [event] = compare(given(registered()), [source('s1', 'aaa')]) as any[];
    expect(event.data).toEqual({
      contentId: 'c1',
      comparedAt: now.toISOString(),
      status: 'fresh',
      sources: [{ sourceUrlId: 's1', url: 'https://src.example/s1', outcome: 'first_seen', fingerprint: 'aaa', text: 'text of s1' }],
    });
  });

  it('flags a changed source, moves a fresh item to needs_update and keeps it pending until the page is updated', () => {
    const baseline = after(given(registered()), compare(given(registered()), [source('s1', 'aaa'), source('s2', 'bbb')]));
    const decided = compare(baseline, [source('s1', 'aaa'), source('s2', 'ccc')]) as any[];
    expect(decided[0].data.status).toBe('needs_update');
    expect(decided[0].data.sources).toEqual([
      { sourceUrlId: 's1', url: 'https://src.example/s1', outcome: 'unchanged', fingerprint: 'aaa' },
      { sourceUrlId: 's2', url: 'https://src.example/s2', outcome: 'changed', fingerprint: 'ccc', summary: 's2 changed', text: 'text of s2' },
    ]);
    const changed = after(baseline, decided);
    expect(pendingSourceChanges(changed as any)).toEqual([{ url: 'https://src.example/s2', summary: 's2 changed', at: now.toISOString() }]);

    const updated = after(changed, decideEdit({ contentId: 'c1', workspaceId: 'w1', changes: { lastUpdated: '2026-03-02T00:00:00.000Z' } }, changed));
    expect(pendingSourceChanges(updated as any)).toEqual([]);
  });

  it('never makes an outdated item look better, and records an unreachable source without changing anything', () => {
    const outdated = given(registered({ status: 'outdated' }));
    const baseline = after(outdated, compare(outdated, [source('s1', 'aaa')]));
    expect((compare(baseline, [source('s1', 'zzz')]) as any[])[0].data.status).toBe('outdated');

    const [event] = compare(baseline, [{ sourceUrlId: 's1', url: 'https://src.example/s1', reason: 'Timed out after 30 s' }]) as any[];
    expect(event.data.sources).toEqual([{ sourceUrlId: 's1', url: 'https://src.example/s1', outcome: 'unreachable', reason: 'Timed out after 30 s' }]);
    expect(after(baseline, [event])).toMatchObject({ analysis: { sourceFingerprints: { s1: 'aaa' } } });
  });

  it('moves the item to needs_update when the AI finds the page contradicts its sources', () => {
    const verdict = { contradicts: true, explanation: 'The page says 2%, the report 3%.' };
    const [event] = compare(given(registered()), [source('s1', 'aaa')], { aiVerdict: verdict }) as any[];
    expect(event.data).toMatchObject({ status: 'needs_update', aiVerdict: verdict });
  });

  it('records nothing for an item without sources', () => {
    expect(compare(given(registered()), [])).toEqual([]);
  });

  it('orders statuses by how serious they are', () => {
    expect(worseStatus('fresh', 'needs_update')).toBe('needs_update');
    expect(worseStatus('outdated', 'needs_update')).toBe('outdated');
  });
});
