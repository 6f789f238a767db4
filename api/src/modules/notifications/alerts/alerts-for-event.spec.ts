import { HEALTH_DROP_THRESHOLD } from '@freshwatch/contracts';
import { AlertSourceEvent, alertsForEvent, RememberedItem } from './alerts-for-event';

const known: RememberedItem = { contentId: 'c1', workspaceId: 'w1', title: 'Pricing', url: 'https://site-a.test/pricing', status: 'fresh', healthScore: 80 };
const item = { id: 'c1', title: 'Pricing', url: 'https://site-a.test/pricing' };
const analysed = (status: string, healthScore: number, jobId?: string) =>
  ({ type: 'ContentAnalyzed', data: { contentId: 'c1', status, analysis: { healthScore }, ...(jobId ? { jobId } : {}) } }) as const;

describe('alerts for content events', () => {
  it('remembers a registered item and raises nothing', () => {
    const registered = {
      type: 'ContentItemRegistered',
      data: { contentId: 'c1', workspaceId: 'w1', title: 'Pricing', url: known.url, status: 'fresh', healthScore: 0 },
    } as const;
    expect(alertsForEvent(registered, 'w1', null)).toEqual({ alerts: [], remember: { ...known, healthScore: 0 } });
  });

  it('raises status_changed with before and after, critical when the item becomes outdated', () => {
    const { alerts, remember } = alertsForEvent(analysed('outdated', 75), 'w1', known);
    expect(alerts).toEqual([{ kind: 'status_changed', item: { ...item, before: 'fresh', after: 'outdated', critical: true } }]);
    expect(remember).toMatchObject({ status: 'outdated', healthScore: 75 });
  });

  it(`raises health_dropped only for a drop of at least ${HEALTH_DROP_THRESHOLD} points`, () => {
    expect(alertsForEvent(analysed('fresh', 80 - HEALTH_DROP_THRESHOLD + 1), 'w1', known).alerts).toEqual([]);
    expect(alertsForEvent(analysed('fresh', 80 - HEALTH_DROP_THRESHOLD, 'j1'), 'w1', known).alerts).toEqual([
      { kind: 'health_dropped', item: { ...item, before: 80, after: 80 - HEALTH_DROP_THRESHOLD, critical: false }, jobId: 'j1' },
    ]);
  });

  it('raises no status_changed when the status before is unknown (an item older than alerts)', () => {
    expect(alertsForEvent(analysed('outdated', 10), 'w1', { ...known, status: null, healthScore: null }).alerts).toEqual([]);
  });

  it('raises check_failed, source_changed and seo_field_changed (critical when a change is)', () => {
    expect(
      alertsForEvent({ type: 'ContentAnalysisFailed', data: { contentId: 'c1', jobId: 'j1', reason: 'The page answered 410 Gone' } }, 'w1', known).alerts,
    ).toEqual([{ kind: 'check_failed', item: { ...item, before: null, after: 'The page answered 410 Gone', critical: false }, jobId: 'j1' }]);
    const compared: AlertSourceEvent = {
      type: 'ContentCompared',
      data: {
        contentId: 'c1',
        status: 'fresh',
        sources: [
          { url: 'https://src.example', outcome: 'changed', summary: 'About 5% changed.' },
          { url: 'https://b.example', outcome: 'unchanged' },
        ],
      },
    };
    expect(alertsForEvent(compared, 'w1', known).alerts).toEqual([
      { kind: 'source_changed', item: { ...item, before: 'https://src.example', after: 'About 5% changed.', critical: false } },
    ]);
    const changes = [
      { field: 'title' as const, before: 'Pricing', after: 'Prices', critical: false },
      { field: 'noindex' as const, before: false, after: true, critical: true },
    ];
    expect(alertsForEvent({ type: 'ContentChanged', data: { contentId: 'c1', changes } }, 'w1', known).alerts).toEqual([
      { kind: 'seo_field_changed', item: { ...item, before: null, after: 'title, noindex', changes, critical: true } },
    ]);
  });

  it('follows edits of title, URL and status, and forgets a deleted item', () => {
    const edited = alertsForEvent({ type: 'ContentItemEdited', data: { contentId: 'c1', changes: { title: 'Prices', status: 'needs_update' } } }, 'w1', known);
    expect(edited.alerts).toEqual([{ kind: 'status_changed', item: { ...item, before: 'fresh', after: 'needs_update', critical: false } }]);
    expect(edited.remember).toMatchObject({ title: 'Prices', status: 'needs_update' });
    expect(alertsForEvent({ type: 'ContentItemDeleted', data: { contentId: 'c1' } }, 'w1', known)).toEqual({ alerts: [], remember: null });
  });
});
