import type { NotificationChannel } from '@freshwatch/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { channelOf } from '../../commands/add-notification-channel/add-notification-channel.handler';
import { NotificationChannelRow } from '../../projections/notification-channels/notification-channel.entity';
import { ListNotificationChannelsQuery } from './list-notification-channels.query';

@QueryHandler(ListNotificationChannelsQuery)
export class ListNotificationChannelsHandler implements IQueryHandler<ListNotificationChannelsQuery, NotificationChannel[]> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ workspaceId }: ListNotificationChannelsQuery): Promise<NotificationChannel[]> {
    const rows = await this.dataSource.getRepository(NotificationChannelRow).find({ where: { workspaceId }, order: { createdAt: 'ASC', id: 'ASC' } });
    return rows.map(channelOf);
  }
}
