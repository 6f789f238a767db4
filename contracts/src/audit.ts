/** The auditor's view of the event log: tamper evidence and each item's history. */

/** Where one stream's hash chain first breaks: the event that no longer matches what was written. */
export interface BrokenChainLink {
  streamId: string;
  version: number;
  /** The event's global position in the log. */
  position: number;
  /** `hash-mismatch`: the event (or the hash before it) was changed; `version-gap`: an event before it is gone. */
  reason: 'hash-mismatch' | 'version-gap';
}

/** GET /api/audit/verify (and `npm run audit:verify`): every stream's chain recomputed from the log. */
export interface ChainVerification {
  ok: boolean;
  /** Events checked. */
  events: number;
  /** Streams checked. */
  streams: number;
  /** The broken link with the lowest position, or null when every chain holds. */
  firstBroken: BrokenChainLink | null;
  /** The first broken link of each broken stream, oldest first (at most 100). */
  broken: BrokenChainLink[];
  brokenStreams: number;
}

/** Who did something to an item, from the event's metadata (actorId). */
export type HistoryActorKind = 'user' | 'api_key' | 'scheduler' | 'visitor' | 'system';

export interface HistoryActor {
  kind: HistoryActorKind;
  /** The user id, the API key id, or the system actor's name (`scheduler`). */
  id: string;
  /**
   * Who that is, in words: a person's name (or e-mail when they gave no name), also once they have left the
   * workspace; an API key's name; `Freshwatch` for the service's own checks. Null when no longer known.
   */
  name: string | null;
}

/**
 * One field that an event changed: its value before and after, as text (a string as it is, any other value as
 * its JSON: `42`, `true`, `{"type":"weekly",...}`); null when there was none.
 */
export interface HistoryFieldChange {
  field: string;
  from: string | null;
  to: string | null;
}

/** What an analysis found, and what of the page changed since the previous analysis. */
export interface HistoryAnalysis {
  healthScore: number;
  freshness: number;
  seoScore: number;
  readability: number;
  status: string;
  analyser: string;
  model: string | null;
  /** Page facts that differ from the previous analysis (title, metaDescription, h1, canonical, robots, noindex, text, ...). */
  changedPageFields: string[];
  /**
   * The page's main text (capped) when it changed since the previous analysis; null when unchanged, or when the
   * analysis predates kept texts. The text of an unchanged analysis is that of the latest one before it.
   */
  text: string | null;
}

/** GET /api/content-items/{id}/history: one entry per event of the item, oldest first. */
export interface ContentHistoryEntry {
  /** The event's version in the item's stream (1: registration). */
  version: number;
  position: number;
  type: string;
  occurredAt: string;
  actor: HistoryActor;
  /** Registration: every field from null; edits: the changed fields; comparisons: status. */
  changes: HistoryFieldChange[];
  /** Analyses only. */
  analysis: HistoryAnalysis | null;
  /** Failed analyses: why. */
  reason: string | null;
  /** The event's hash in its stream's chain (see docs/audit.md). */
  hash: string;
}
