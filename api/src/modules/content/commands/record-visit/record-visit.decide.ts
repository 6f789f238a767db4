import type { VisitResult } from '@freshwatch/contracts';
import { DomainError } from '../../../../shared/domain/domain-error';
import { contentItemNotFound, ContentItemState, visibleTo } from '../../domain/content-item';
import type { VisitorCheckRequested } from '../../domain/content-item.events';

const MINUTE_MS = 60_000;

export const notVisitorTriggered = new DomainError(
  'NOT_VISITOR_TRIGGERED',
  'conflict',
  "This content item's checkSchedule is not visitor_triggered: visits do not check it.",
);

export interface RecordVisit {
  contentId: string;
  workspaceId: string;
  /** The id the queued check will run under. */
  checkId: string;
}

export type VisitDecision = { events: VisitorCheckRequested[]; result: VisitResult };

/**
 * The visitor-triggered rule: a visit queues a check when the last one (made, or queued by an earlier visit) is
 * at least minTimeBetweenChecks minutes old, or there was none. Decided on the item's stream, so of many
 * concurrent visits exactly one appends; the others decide again on a state that holds its request.
 */
export function decideVisit(command: RecordVisit, state: ContentItemState, now: Date): VisitDecision | DomainError {
  if (!visibleTo(state, command.workspaceId)) return contentItemNotFound;
  // An item on the workspace's default schedule (null) is checked on that timetable, not by visits.
  const schedule = state.fields.checkSchedule;
  if (schedule?.type !== 'visitor_triggered') return notVisitorTriggered;
  if (state.lastCheckAt !== null) {
    const nextCheckAfter = new Date(Date.parse(state.lastCheckAt) + schedule.minTimeBetweenChecks * MINUTE_MS);
    if (nextCheckAfter > now) return { events: [], result: { queued: false, nextCheckAfter: nextCheckAfter.toISOString() } };
  }
  const requested: VisitorCheckRequested = {
    type: 'VisitorCheckRequested',
    data: { contentId: command.contentId, workspaceId: command.workspaceId, checkId: command.checkId, requestedAt: now.toISOString() },
  };
  return { events: [requested], result: { queued: true } };
}
