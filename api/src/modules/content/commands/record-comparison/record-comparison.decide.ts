import { type ContentStatus, cutSourceText } from '@freshwatch/contracts';
import type { DomainError } from '../../../../shared/domain/domain-error';
import { ContentItemState, contentItemNotFound, visibleTo } from '../../domain/content-item';
import type { ComparedSource, ContentCompared } from '../../domain/content-item.events';
import type { ComparisonToRecord } from './record-comparison.command';

const STATUS_SEVERITY: Record<ContentStatus, number> = { fresh: 0, needs_update: 1, outdated: 2 };

/** The more serious of two statuses: a changed source never makes an outdated page look better. */
export function worseStatus(a: ContentStatus, b: ContentStatus): ContentStatus {
  return STATUS_SEVERITY[a] >= STATUS_SEVERITY[b] ? a : b;
}

/**
 * Compares each source with its last recorded fingerprint: a different one is a change, the first one is the
 * baseline (first_seen: nothing to compare with yet), a fetch failure is unreachable. A change, or an AI
 * verdict that the page contradicts its sources, moves the item to needs_update at least.
 */
export function decideRecordComparison(
  command: ComparisonToRecord & { workspaceId: string },
  state: ContentItemState,
  now: Date,
): ContentCompared[] | DomainError {
  if (!visibleTo(state, command.workspaceId)) return contentItemNotFound;
  if (command.observations.length === 0) return [];
  const sources: ComparedSource[] = command.observations.map((observation) => {
    const { sourceUrlId, url } = observation;
    if ('reason' in observation) return { sourceUrlId, url, outcome: 'unreachable', reason: observation.reason };
    const previous = state.analysis.sourceFingerprints[sourceUrlId];
    if (previous === observation.fingerprint) return { sourceUrlId, url, outcome: 'unchanged', fingerprint: observation.fingerprint };
    // Cut at a paragraph boundary, as the next comparison cuts the new text (contracts' cutSourceText).
    const text = cutSourceText(observation.text);
    if (previous === undefined) return { sourceUrlId, url, outcome: 'first_seen', fingerprint: observation.fingerprint, text };
    return { sourceUrlId, url, outcome: 'changed', fingerprint: observation.fingerprint, summary: observation.changeSummary, text };
  });
  const flagged = sources.some((s) => s.outcome === 'changed') || command.aiVerdict?.contradicts === true;
  const status = flagged ? worseStatus(state.fields.status, 'needs_update') : state.fields.status;
  const data: ContentCompared['data'] = { contentId: command.contentId, comparedAt: now.toISOString(), sources, status };
  if (command.aiVerdict) data.aiVerdict = command.aiVerdict;
  if (command.usage) data.usage = command.usage;
  return [{ type: 'ContentCompared', data }];
}
