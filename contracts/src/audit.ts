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
