import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../../../shared/event-store/event-store.port';
import { Projection } from '../../../../shared/projections/projection';
import { RowBatch } from '../../../../shared/projections/row-batch';
import { NOTIFICATION_CHANNEL_EVENT_TYPES, NotificationChannelEvent } from '../../domain/notification-channel.events';
import { NotificationChannelRow } from './notification-channel.entity';

export class NotificationChannelsProjection implements Projection {
  readonly name = 'notification_channels';
  readonly handles = NOTIFICATION_CHANNEL_EVENT_TYPES;
  readonly entities = [NotificationChannelRow];

  async apply(events: StoredEvent[], manager: EntityManager): Promise<void> {
    const rows = await RowBatch.load(
      manager,
      NotificationChannelRow,
      events.map((e) => (e.data as { channelId: string }).channelId),
    );
    for (const stored of events) {
      const event = stored as unknown as NotificationChannelEvent;
      switch (event.type) {
        case 'NotificationChannelAdded': {
          const { channelId, workspaceId, type, target, events: subscribed } = event.data;
          rows.put(
            Object.assign(new NotificationChannelRow(), {
              id: channelId,
              workspaceId,
              type,
              target,
              events: subscribed,
              createdAt: new Date(stored.metadata.occurredAt),
            }),
          );
          break;
        }
        case 'NotificationChannelRemoved':
          rows.delete(event.data.channelId);
          break;
      }
    }
    await rows.flush();
  }
}
