import type { Analysis } from '@freshwatch/contracts';
import { ContentItemState, decideEdit } from '../../domain/content-item';
import type { AnalysedPage, ContentAnalyzed, ContentChanged, ContentItemEdited } from '../../domain/content-item.events';
import { after, given, invisibleItems, registered } from '../../domain/content-item.test-support';
import { decideRecordAnalysisFailure } from '../record-analysis-failure/record-analysis-failure.decide';
import type { AnalysisToRecord } from './record-analysis.command';
import { decideRecordAnalysis, PAGE_TEXT_LIMIT } from './record-analysis.decide';

const analysis: Analysis = { healthScore: 41, freshness: 30, seoScore: 60, readability: 55, summary: 'Old.', issues: [], recommendations: [] };
const analyse = (overrides: Partial<AnalysisToRecord> = {}): AnalysisToRecord & { workspaceId: string } => ({
  contentId: 'c1',
  workspaceId: 'w1',
  analysis,
  status: 'needs_update',
  analyser: 'local',
  model: null,
  usage: null,
  page: { finalUrl: 'https://site-a.test/pricing', httpStatus: 200, title: 'Pricing', wordCount: 120, lastModified: null },
  mainText: 'Our plans start at 9 dollars.',
  ...overrides,
});
const failure = (jobId?: string) => ({ contentId: 'c1', workspaceId: 'w1', jobId, reason: 'x', code: 'timeout' });

describe('recording an analysis', () => {
  it("gives an imported page, still titled by its address, the page's own title, and never renames a titled item", () => {
    const imported = given(registered({ title: '127.0.0.1:8080/a1.html', url: 'http://127.0.0.1:8080/a1.html' }));
    const events = decideRecordAnalysis(analyse({ page: { ...analyse().page, title: '  Annual  report ' } }), imported) as (
      ContentAnalyzed | ContentItemEdited
    )[];
    expect(events.map((e) => e.type)).toEqual(['ContentAnalyzed', 'ContentItemEdited']);
    expect(events[1].data).toEqual({ contentId: 'c1', changes: { title: 'Annual report' } });
    // Imported before the port was kept in the stand-in title.
    const older = given(registered({ title: '127.0.0.1/a1.html', url: 'http://127.0.0.1:8080/a1.html' }));
    expect((decideRecordAnalysis(analyse(), older) as ContentAnalyzed[]).map((e) => e.type)).toEqual(['ContentAnalyzed', 'ContentItemEdited']);
    const named = given(registered({ title: 'Our pricing', url: 'https://site-a.test/pricing' }));
    expect((decideRecordAnalysis(analyse(), named) as ContentAnalyzed[]).map((e) => e.type)).toEqual(['ContentAnalyzed']);
    const untitledPage = analyse({ page: { ...analyse().page, title: null } });
    expect((decideRecordAnalysis(untitledPage, imported) as ContentAnalyzed[]).map((e) => e.type)).toEqual(['ContentAnalyzed']);
  });

  it('records the analysis and fills an empty description with the extracted text', () => {
    const [event] = decideRecordAnalysis(analyse(), given(registered())) as ContentAnalyzed[];
    expect(event.type).toBe('ContentAnalyzed');
    expect(event.data).toMatchObject({ contentId: 'c1', analysis, status: 'needs_update', analyser: 'local', extractedText: 'Our plans start at 9 dollars.' });
    expect(event.data).not.toHaveProperty('workspaceId');
    expect(event.data).not.toHaveProperty('mainText');
  });

  it('never overwrites a description a person wrote, but refreshes an extracted one', () => {
    const written = given(registered({ content: 'Our pricing page, kept by Sales.' }));
    expect((decideRecordAnalysis(analyse(), written) as ContentAnalyzed[])[0].data).not.toHaveProperty('extractedText');

    const extracted = after(given(registered()), decideRecordAnalysis(analyse(), given(registered())));
    const [again] = decideRecordAnalysis(analyse({ mainText: 'Our plans start at 12 dollars.' }), extracted) as ContentAnalyzed[];
    expect(again.data.extractedText).toBe('Our plans start at 12 dollars.');
    const [same] = decideRecordAnalysis(analyse(), extracted) as ContentAnalyzed[];
    expect(same.data).not.toHaveProperty('extractedText');
  });

  it('hands the description back to the extraction when a person clears it', () => {
    const written = given(registered({ content: 'Mine.' }));
    const cleared = after(written, decideEdit({ contentId: 'c1', workspaceId: 'w1', changes: { content: null } }, written));
    expect((decideRecordAnalysis(analyse(), cleared) as ContentAnalyzed[])[0].data.extractedText).toBe('Our plans start at 9 dollars.');
  });

  it('folds score, status, content and the page date into the state, so that a later edit compares with them', () => {
    const state = after(
      given(registered()),
      decideRecordAnalysis(analyse({ page: { ...analyse().page, lastModified: '2025-01-02T00:00:00.000Z' } }), given(registered())),
    );
    expect(state).toMatchObject({
      fields: { status: 'needs_update', healthScore: 41, content: 'Our plans start at 9 dollars.', lastUpdated: '2025-01-02T00:00:00.000Z' },
    });
    expect(decideEdit({ contentId: 'c1', workspaceId: 'w1', changes: { status: 'fresh' } }, state)).toEqual([
      { type: 'ContentItemEdited', data: { contentId: 'c1', changes: { status: 'fresh' } } },
    ]);
  });

  it('records at most one outcome per bulk job and item, an analysis or a failure', () => {
    const first = after(given(registered()), decideRecordAnalysis(analyse({ jobId: 'j1' }), given(registered())));
    expect(decideRecordAnalysis(analyse({ jobId: 'j1' }), first)).toEqual([]);
    expect(decideRecordAnalysisFailure(failure('j1'), first)).toEqual([]);
    expect(decideRecordAnalysis(analyse({ jobId: 'j2' }), first)).toHaveLength(1);
    expect(decideRecordAnalysis(analyse(), first)).toHaveLength(1);

    const failed = after(given(registered()), decideRecordAnalysisFailure(failure('j3'), given(registered())));
    expect(decideRecordAnalysis(analyse({ jobId: 'j3' }), failed)).toEqual([]);
  });

  it("keeps the page's text for the history only when its words changed since the previous analysis, capped", () => {
    const page = (text: string, textFingerprint: string) => ({ ...analyse().page, metaDescription: 'Plans', h1: 'Pricing', textFingerprint, text });
    const [first] = decideRecordAnalysis(analyse({ page: page('Nine dollars.', 'f1') }), given(registered())) as ContentAnalyzed[];
    expect(first.data.page).toMatchObject({ textFingerprint: 'f1', text: 'Nine dollars.', h1: 'Pricing' });
    const analysed = after(given(registered()), [first]);
    const [unchanged] = decideRecordAnalysis(analyse({ page: page('Nine dollars.', 'f1') }), analysed) as ContentAnalyzed[];
    expect(unchanged.data.page).not.toHaveProperty('text');
    expect(unchanged.data.page).toMatchObject({ textFingerprint: 'f1', metaDescription: 'Plans' });
    const [changed] = decideRecordAnalysis(analyse({ page: page('x'.repeat(PAGE_TEXT_LIMIT + 10), 'f2') }), after(analysed, [unchanged])) as ContentAnalyzed[];
    expect(changed.data.page.text).toHaveLength(PAGE_TEXT_LIMIT);
  });

  it.each(invisibleItems)('answers %s as not found', (_, state) => {
    expect(decideRecordAnalysis(analyse(), state)).toMatchObject({ code: 'CONTENT_ITEM_NOT_FOUND', kind: 'not_found' });
  });
});

describe('change detection when recording an analysis', () => {
  const facts = { metaDescription: 'Plans and prices', h1: 'Pricing', canonical: 'https://site-a.test/pricing', robots: null, noindex: false };
  const page = (overrides: Partial<AnalysedPage> = {}): AnalysedPage => ({
    ...analyse().page,
    ...facts,
    textFingerprint: 'f1',
    text: 'Plans start at 9 dollars.',
    ...overrides,
  });
  // The analysis, then the change when there is one.
  const record = (state: ContentItemState, overrides: Partial<AnalysedPage> = {}) =>
    decideRecordAnalysis(analyse({ page: page(overrides) }), state) as [ContentAnalyzed, ContentChanged];
  const first = () => after(given(registered()), record(given(registered())));

  it('records nothing changed on the first analysis: there is nothing to compare with', () => {
    expect(record(given(registered())).map((e) => e.type)).toEqual(['ContentAnalyzed']);
  });

  it('records nothing changed when the page facts and text are the same', () => {
    expect(record(first()).map((e) => e.type)).toEqual(['ContentAnalyzed']);
  });

  it('records the before and after of every changed field, marking noindex added and an error status critical', () => {
    const events = record(first(), { title: 'Pricing 2026', noindex: true, robots: 'noindex', httpStatus: 404, wordCount: 90 });
    expect(events.map((e) => e.type)).toEqual(['ContentAnalyzed', 'ContentChanged']);
    expect(events[1].data).toEqual({
      contentId: 'c1',
      changes: [
        { field: 'httpStatus', before: 200, after: 404, critical: true },
        { field: 'title', before: 'Pricing', after: 'Pricing 2026', critical: false },
        { field: 'robots', before: null, after: 'noindex', critical: false },
        { field: 'noindex', before: false, after: true, critical: true },
        { field: 'wordCount', before: 120, after: 90, critical: false },
      ],
    });
  });

  it('describes a changed text by a diff summary, not a copy of either text', () => {
    const [, changed] = record(first(), { textFingerprint: 'f2', text: 'Plans start at 12 dollars.' });
    expect(changed.data.changes).toEqual([
      { field: 'text', before: null, after: null, critical: false, summary: expect.stringContaining('New: "Plans start at 12 dollars."') },
    ]);
  });

  it('compares with the latest analysis, and treats facts an older analysis did not record as unknown', () => {
    const old = after(given(registered()), decideRecordAnalysis(analyse(), given(registered())));
    expect(record(old).map((e) => e.type)).toEqual(['ContentAnalyzed']);
    const moved = after(first(), record(first(), { h1: 'Prices' }));
    expect(record(moved, { h1: 'Prices' }).map((e) => e.type)).toEqual(['ContentAnalyzed']);
    expect(record(moved)[1].data.changes).toEqual([{ field: 'h1', before: 'Prices', after: 'Pricing', critical: false }]);
  });

  it('keeps the bulk job on the change, so that alerts of one run can be grouped', () => {
    const [, changed] = decideRecordAnalysis(analyse({ jobId: 'j1', page: page({ title: 'New' }) }), first()) as [ContentAnalyzed, ContentChanged];
    expect(changed.data.jobId).toBe('j1');
  });
});
