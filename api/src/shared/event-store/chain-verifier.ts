import type { BrokenChainLink, ChainVerification } from '@freshwatch/contracts';
import { eventHash, GENESIS_HASH } from './event-hash';
import type { EventStore } from './event-store.port';

const MAX_REPORTED = 100;
const PAGE = 2_000;
const PAGE_BYTES = 8 * 1024 * 1024;

/**
 * Recomputes every stream's hash chain from the log, oldest first, in bounded pages: memory grows with the
 * number of streams (one hash each), not with the log. A stream is reported once, at its first broken link:
 * nothing after that link can be vouched for, so the rest of that stream is not checked.
 */
export async function verifyChains(store: EventStore): Promise<ChainVerification> {
  const last = new Map<string, { version: number; hash: string }>();
  const brokenStreams = new Set<string>();
  const broken: BrokenChainLink[] = [];
  let events = 0;
  let after = 0;
  for (;;) {
    const page = await store.readAll(after, PAGE, PAGE_BYTES);
    if (page.length === 0) break;
    for (const event of page) {
      events++;
      const previous = last.get(event.streamId) ?? { version: 0, hash: GENESIS_HASH };
      last.set(event.streamId, { version: event.version, hash: event.hash });
      if (brokenStreams.has(event.streamId)) continue;
      const reason = event.version !== previous.version + 1 ? 'version-gap' : event.hash !== eventHash(previous.hash, event) ? 'hash-mismatch' : null;
      if (reason === null) continue;
      brokenStreams.add(event.streamId);
      if (broken.length < MAX_REPORTED) broken.push({ streamId: event.streamId, version: event.version, position: event.position, reason });
    }
    after = page[page.length - 1].position;
  }
  return { ok: brokenStreams.size === 0, events, streams: last.size, firstBroken: broken[0] ?? null, broken, brokenStreams: brokenStreams.size };
}
