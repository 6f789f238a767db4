import type { ContentItemState } from '../../domain/content-item';
import { decideEdit } from '../../domain/content-item';
import { pendingSourceChanges } from '../../domain/content-item-analysis.state';
import { after, given, invisibleItems, registered } from '../../domain/content-item.test-support';
import type { ContentCompared } from '../../domain/content-item.events';
import type { ComparisonToRecord } from './record-comparison.command';
import { decideRecordComparison, worseStatus } from './record-comparison.decide';

const source = (id: string, fingerprint: string, text = `text of ${id}`) => ({
  sourceUrlId: id,
  url: `https://src.example/${id}`,
  fingerprint,
  text,
  changeSummary: `${id} changed`,
});
const now = new Date('2026-03-01T10:00:00.000Z');
/** The state of an item that exists, which is what the domain's queries read. */
const existing = (state: ContentItemState) => {
  if (state.status !== 'active') throw new Error(`expected an existing item, got a ${state.status} one`);
  return state;
};

describe('recording a comparison with sources', () => {
  const compare = (state: ContentItemState, observations: ComparisonToRecord['observations'], extra: Partial<ComparisonToRecord> = {}) =>
    decideRecordComparison({ contentId: 'c1', workspaceId: 'w1', observations, ...extra }, state, now);

  it('takes the first fingerprint as the baseline, keeping its text for later diffs', () => {
    const [event] = compare(given(registered()), [source('s1', 'aaa')]) as ContentCompared[];
    expect(event.data).toEqual({
      contentId: 'c1',
      comparedAt: now.toISOString(),
      status: 'fresh',
      sources: [{ sourceUrlId: 's1', url: 'https://src.example/s1', outcome: 'first_seen', fingerprint: 'aaa', text: 'text of s1' }],
    });
  });

  it('flags a changed source, moves a fresh item to needs_update and keeps it pending until the page is updated', () => {
    const baseline = after(given(registered()), compare(given(registered()), [source('s1', 'aaa'), source('s2', 'bbb')]));
    const decided = compare(baseline, [source('s1', 'aaa'), source('s2', 'ccc')]) as ContentCompared[];
    expect(decided[0].data.status).toBe('needs_update');
    expect(decided[0].data.sources).toEqual([
      { sourceUrlId: 's1', url: 'https://src.example/s1', outcome: 'unchanged', fingerprint: 'aaa' },
      { sourceUrlId: 's2', url: 'https://src.example/s2', outcome: 'changed', fingerprint: 'ccc', summary: 's2 changed', text: 'text of s2' },
    ]);
    const changed = after(baseline, decided);
    expect(pendingSourceChanges(existing(changed))).toEqual([{ url: 'https://src.example/s2', summary: 's2 changed', at: now.toISOString() }]);

    const updated = after(changed, decideEdit({ contentId: 'c1', workspaceId: 'w1', changes: { lastUpdated: '2026-03-02T00:00:00.000Z' } }, changed));
    expect(pendingSourceChanges(existing(updated))).toEqual([]);
  });

  it('never makes an outdated item look better, and records an unreachable source without changing anything', () => {
    const outdated = given(registered({ status: 'outdated' }));
    const baseline = after(outdated, compare(outdated, [source('s1', 'aaa')]));
    expect((compare(baseline, [source('s1', 'zzz')]) as ContentCompared[])[0].data.status).toBe('outdated');

    const [event] = compare(baseline, [{ sourceUrlId: 's1', url: 'https://src.example/s1', reason: 'Timed out after 30 s' }]) as ContentCompared[];
    expect(event.data.sources).toEqual([{ sourceUrlId: 's1', url: 'https://src.example/s1', outcome: 'unreachable', reason: 'Timed out after 30 s' }]);
    expect(after(baseline, [event])).toMatchObject({ analysis: { sourceFingerprints: { s1: 'aaa' } } });
  });

  it('moves the item to needs_update when the AI finds the page contradicts its sources', () => {
    const verdict = { contradicts: true, explanation: 'The page says 2%, the report 3%.' };
    const [event] = compare(given(registered()), [source('s1', 'aaa')], { aiVerdict: verdict }) as ContentCompared[];
    expect(event.data).toMatchObject({ status: 'needs_update', aiVerdict: verdict });
  });

  it('records nothing for an item without sources', () => {
    expect(compare(given(registered()), [])).toEqual([]);
  });

  it('orders statuses by how serious they are', () => {
    expect(worseStatus('fresh', 'needs_update')).toBe('needs_update');
    expect(worseStatus('outdated', 'needs_update')).toBe('outdated');
  });

  it.each(invisibleItems)('answers %s as not found', (_, state) => {
    expect(compare(state, [source('s1', 'a')])).toMatchObject({ code: 'CONTENT_ITEM_NOT_FOUND' });
  });
});
