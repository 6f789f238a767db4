import { createHash } from 'node:crypto';
import type { DomainEvent } from '../../../shared/event-store/stream-executor';

/**
 * An externalId (the caller's own name for an item, such as a WordPress site URL and post id) is unique per
 * workspace. Uniqueness across item streams is decided on a stream of its own per workspace and externalId:
 * it records which item holds the name, and its expected version makes two concurrent registrations of one
 * name race on it, so that exactly one of them creates the item.
 */
export type ExternalIdClaimed = DomainEvent<'ExternalIdClaimed', { workspaceId: string; externalId: string; contentId: string }>;

export interface ExternalIdState {
  /** The item that last claimed the name; it may since have been deleted, which frees the name. */
  contentId: string | null;
}

export const externalIdModel = {
  initialState: { contentId: null } as ExternalIdState,
  evolve: (state: ExternalIdState, event: ExternalIdClaimed): ExternalIdState =>
    event.type === 'ExternalIdClaimed' ? { contentId: event.data.contentId } : state,
};

/** Hashed so that any text (URLs, long names) makes a short, safe stream id. */
export const externalIdStream = (workspaceId: string, externalId: string) =>
  `content-external-id-${workspaceId}-${createHash('sha256').update(externalId).digest('hex').slice(0, 40)}`;

/** What registering under a name comes to: update the live item that holds it, or create a new item that claims it. */
export type ExternalIdDecision = { kind: 'update'; contentId: string } | { kind: 'create'; claim: ExternalIdClaimed };

/**
 * The per-workspace check: a name held by a live item answers that item; a free name (never claimed, or its
 * item deleted) is claimed by the new item. `holderIsLive` is whether the holder's stream is an active item.
 */
export function decideExternalId(
  command: { workspaceId: string; externalId: string; newContentId: string },
  state: ExternalIdState,
  holderIsLive: boolean,
): ExternalIdDecision {
  if (state.contentId !== null && holderIsLive) return { kind: 'update', contentId: state.contentId };
  return {
    kind: 'create',
    claim: { type: 'ExternalIdClaimed', data: { workspaceId: command.workspaceId, externalId: command.externalId, contentId: command.newContentId } },
  };
}
