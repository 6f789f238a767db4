import { given, invisibleItems, registered } from '../../domain/content-item.test-support';
import type { ContentAnalysisFailed, ContentAnalyzed, VisitorCheckRequested } from '../../domain/content-item.events';
import { decideVisit } from './record-visit.decide';

/** An event as the store gives it back, with when it happened. */
type Stored<E> = E & { metadata: { occurredAt: string } };

describe('a visit to a visitor-triggered item', () => {
  const visitorTriggered = { checkSchedule: { type: 'visitor_triggered' as const, minTimeBetweenChecks: 60 } };
  const command = { contentId: 'c1', workspaceId: 'w1', checkId: 'k1' };
  const at = (iso: string) => new Date(iso);
  // Stored events carry when they happened in their metadata; that is when the item was checked. The analysis
  // fills in only the fields the fold reads.
  const analysedAt = (occurredAt: string) =>
    ({
      type: 'ContentAnalyzed',
      data: { contentId: 'c1', analysis: { healthScore: 80 }, status: 'fresh', page: {} },
      metadata: { occurredAt },
    }) as unknown as Stored<ContentAnalyzed>;
  const queuedAt = (requestedAt: string): VisitorCheckRequested => ({
    type: 'VisitorCheckRequested',
    data: { contentId: 'c1', workspaceId: 'w1', checkId: 'k0', requestedAt },
  });

  it('queues a check for an item never checked', () => {
    expect(decideVisit(command, given(registered(visitorTriggered)), at('2026-01-31T09:00:00Z'))).toEqual({
      events: [{ type: 'VisitorCheckRequested', data: { contentId: 'c1', workspaceId: 'w1', checkId: 'k1', requestedAt: '2026-01-31T09:00:00.000Z' } }],
      result: { queued: true },
    });
  });

  it('queues nothing within minTimeBetweenChecks of the last analysis, and says when it will', () => {
    const state = given(registered(visitorTriggered), analysedAt('2026-01-31T09:00:00.000Z'));
    expect(decideVisit(command, state, at('2026-01-31T09:59:59Z'))).toEqual({
      events: [],
      result: { queued: false, nextCheckAfter: '2026-01-31T10:00:00.000Z' },
    });
    expect(decideVisit(command, state, at('2026-01-31T10:00:00Z'))).toMatchObject({ result: { queued: true } });
  });

  it('counts a check an earlier visit queued, so that concurrent visits queue one', () => {
    const state = given(registered(visitorTriggered), queuedAt('2026-01-31T09:00:00.000Z'));
    expect(decideVisit(command, state, at('2026-01-31T09:00:01Z'))).toEqual({
      events: [],
      result: { queued: false, nextCheckAfter: '2026-01-31T10:00:00.000Z' },
    });
  });

  it('counts a failed analysis as a check', () => {
    const failed: Stored<ContentAnalysisFailed> = {
      type: 'ContentAnalysisFailed',
      data: { contentId: 'c1', reason: 'x', code: 'timeout' },
      metadata: { occurredAt: '2026-01-31T09:30:00.000Z' },
    };
    expect(decideVisit(command, given(registered(visitorTriggered), failed), at('2026-01-31T10:00:00Z'))).toMatchObject({
      result: { queued: false, nextCheckAfter: '2026-01-31T10:30:00.000Z' },
    });
  });

  it('refuses items that visits do not check', () => {
    expect(decideVisit(command, given(registered()), at('2026-01-31T09:00:00Z'))).toMatchObject({ code: 'NOT_VISITOR_TRIGGERED', kind: 'conflict' });
  });

  it.each(invisibleItems)('answers %s as not found', (_, state) => {
    expect(decideVisit(command, state, at('2026-01-31T09:00:00Z'))).toMatchObject({ code: 'CONTENT_ITEM_NOT_FOUND' });
  });
});
