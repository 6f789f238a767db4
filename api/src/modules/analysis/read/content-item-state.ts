import { Inject, Injectable } from '@nestjs/common';
import { DomainErrorException } from '../../../shared/domain/domain-error';
import { EVENT_STORE, EventStore } from '../../../shared/event-store/event-store.port';
import { contentItemModel, contentItemNotFound, ContentItemState, contentStream, visibleTo } from '../../content';

export type ActiveContentItem = Extract<ContentItemState, { status: 'active' }>;

/**
 * The write-side state of an item, read before the slow work (fetching, the AI) so that a missing item or
 * another workspace's is refused before any network traffic. The decision itself is taken again on the
 * fresh state when the outcome is recorded.
 */
@Injectable()
export class ContentItemStates {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async load(contentId: string): Promise<ContentItemState> {
    const events = await this.store.readStream(contentStream(contentId));
    return events.reduce<ContentItemState>((state, event) => contentItemModel.evolve(state, event as any), contentItemModel.initialState);
  }

  /** The item, or a 404 for a missing, deleted or foreign one. */
  async visible(contentId: string, workspaceId: string): Promise<ActiveContentItem> {
    const state = await this.load(contentId);
    if (!visibleTo(state, workspaceId)) throw new DomainErrorException(contentItemNotFound);
    return state;
  }
}
