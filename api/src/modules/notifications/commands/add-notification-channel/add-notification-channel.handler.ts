import type { CreatedNotificationChannel } from '@freshwatch/contracts';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { IdGenerator } from '../../../../shared/domain/clock';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { ChannelSecrets } from '../../delivery/channel-secrets';
import { decideAddChannel, notificationChannelModel } from '../../domain/notification-channel';
import { notificationChannelStream } from '../../domain/notification-channel.events';
import { NotificationChannelRow } from '../../projections/notification-channels/notification-channel.entity';
import { AddNotificationChannelCommand } from './add-notification-channel.command';

/**
 * A webhook's signing secret is stored (sealed, outside the log) before NotificationChannelAdded is recorded; a
 * failed append removes it again. The reply is the only place the secret ever appears.
 */
@CommandHandler(AddNotificationChannelCommand)
export class AddNotificationChannelHandler implements ICommandHandler<AddNotificationChannelCommand, CreatedNotificationChannel> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly executor: StreamExecutor,
    private readonly ids: IdGenerator,
    private readonly secrets: ChannelSecrets,
  ) {}

  async execute({ actor, channel }: AddNotificationChannelCommand): Promise<CreatedNotificationChannel> {
    const channelId = this.ids.next();
    const secret = channel.type === 'webhook' ? await this.secrets.create(channelId, actor.workspaceId) : null;
    try {
      await this.executor.execute(
        notificationChannelStream(channelId),
        notificationChannelModel,
        (state) => decideAddChannel({ channelId, workspaceId: actor.workspaceId, ...channel }, state),
        actor,
      );
    } catch (error) {
      if (secret) await this.secrets.remove(channelId).catch(() => undefined);
      throw error;
    }
    const row = await this.dataSource.getRepository(NotificationChannelRow).findOneByOrFail({ id: channelId });
    return { ...channelOf(row), secret };
  }
}

export function channelOf(row: NotificationChannelRow) {
  return {
    id: row.id,
    type: row.type as CreatedNotificationChannel['type'],
    target: row.target,
    events: row.events as CreatedNotificationChannel['events'],
    createdAt: row.createdAt.toISOString(),
  };
}
