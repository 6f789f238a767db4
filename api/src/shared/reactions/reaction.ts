import { DiscoveryService } from '@nestjs/core';
import type { StoredEvent } from '../event-store/event-store.port';

/**
 * A reaction does something when an event happens (enqueue a job, open a task). Unlike a projection it has
 * effects outside the read models, so it never runs in a replay, and it must be safe to run twice for one
 * event: a crash after its effect and before its checkpoint moves repeats it.
 *
 * A module declares a reaction as one of its Nest providers, marked `@Reaction()`; the ReactionHost finds it
 * and runs it. `name` keys its checkpoint: renaming a reaction makes it start again at the head of the log.
 */
export interface Reaction {
  readonly name: string;
  readonly handles: readonly string[];
  react(event: StoredEvent): Promise<void>;
  /**
   * Optional: the events of one batch it handles, in log order, at once (an import registers thousands of items
   * in one append, and one query for all of them beats one per event). Same rules as `react`.
   */
  reactAll?(events: StoredEvent[]): Promise<void>;
}

export const Reaction = DiscoveryService.createDecorator<void>();
