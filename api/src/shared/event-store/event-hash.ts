import { createHash } from 'node:crypto';
import { canonicalJson } from '../projections/canonical-json';
import type { EventMetadata } from './event-store.port';

/** What a stream's first event chains to: there is no previous hash. */
export const GENESIS_HASH = '0'.repeat(64);

/** The parts of an event its hash covers: where it sits in its stream and everything it says. */
export interface HashedEventFields {
  streamId: string;
  version: number;
  type: string;
  data: unknown;
  metadata: EventMetadata | Record<string, unknown>;
}

/**
 * SHA-256 over the previous event's hash (of the same stream) and the event's canonical JSON, hex encoded.
 * Canonical JSON (keys sorted at every level) makes the value the same whether it is computed from the event
 * in memory at append or from the jsonb the database gives back when verifying. The stream id and version are
 * inside, so an event moved to another place, or a removed one, breaks the chain too. The global position is
 * not: it is handed out by the database during the insert, after the hash is computed.
 */
export function eventHash(previousHash: string, event: HashedEventFields): string {
  const body = canonicalJson({ streamId: event.streamId, version: event.version, type: event.type, data: event.data, metadata: event.metadata });
  return createHash('sha256').update(previousHash).update(body).digest('hex');
}
