import type { ContentHistoryEntry, HistoryActor } from '@freshwatch/contracts';

const EVENT_LABELS: Record<string, string> = {
  ContentItemRegistered: 'Registered',
  ContentItemEdited: 'Edited',
  ContentItemDeleted: 'Deleted',
  SourceUrlAdded: 'Source URL added',
  ContentAnalyzed: 'Analysed',
  ContentAnalysisFailed: 'Analysis failed',
  ContentCompared: 'Sources compared',
  ContentChanged: 'Page changed',
};

export function eventLabel(type: string): string {
  return EVENT_LABELS[type] ?? type;
}

/**
 * Who acted, in words; `you` is the signed-in user's id. Another person goes by the name the API gives (kept for
 * members who have left), a key by its name (revoked ones too); only one the API no longer knows falls back to the
 * start of its id.
 */
export function actorLabel(actor: HistoryActor, you: string | undefined): string {
  switch (actor.kind) {
    case 'user':
      if (actor.id === you) return 'You';
      return actor.name ?? `User ${actor.id.slice(0, 8)}`;
    case 'api_key':
      return actor.name ? `API key “${actor.name}”` : `API key ${actor.id.slice(0, 8)}`;
    case 'scheduler':
      return 'Scheduled check';
    case 'visitor':
      return 'Visitor trigger';
    default:
      return `System (${actor.id})`;
  }
}

/** A changed value in a line of the timeline: long texts shortened, nothing shown as "null". */
export function showValue(text: string | null): string {
  if (text === null || text === '') return '(none)';
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

export interface AnalysisSnapshot {
  version: number;
  occurredAt: string;
  healthScore: number;
  status: string;
  /** The page's main text as of this analysis: its own, or the latest earlier one's when the words did not change. */
  text: string | null;
}

/** Every analysis with the page text it saw: the API sends a text only when it changed, so it is carried forward. */
export function analysisSnapshots(history: ContentHistoryEntry[]): AnalysisSnapshot[] {
  let text: string | null = null;
  const snapshots: AnalysisSnapshot[] = [];
  for (const entry of history) {
    if (!entry.analysis) continue;
    if (entry.analysis.text !== null) text = entry.analysis.text;
    snapshots.push({
      version: entry.version,
      occurredAt: entry.occurredAt,
      healthScore: entry.analysis.healthScore,
      status: entry.analysis.status,
      text,
    });
  }
  return snapshots;
}
