import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore, StoredEvent } from '../../../../shared/event-store/event-store.port';
import { contentStream, ContentItemRegistered } from '../../domain/content-item.events';
import { GetContentItemEventsQuery } from './get-content-item-history.query';

/** Reads the item's own stream: the history is the write side's record, which no read model keeps whole. */
@QueryHandler(GetContentItemEventsQuery)
export class GetContentItemEventsHandler implements IQueryHandler<GetContentItemEventsQuery, StoredEvent[] | null> {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  async execute({ workspaceId, contentId }: GetContentItemEventsQuery): Promise<StoredEvent[] | null> {
    const events = await this.eventStore.readStream(contentStream(contentId));
    const registered = events[0] as unknown as ContentItemRegistered | undefined;
    if (registered?.type !== 'ContentItemRegistered' || registered.data.workspaceId !== workspaceId) return null;
    return events;
  }
}
