import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { ChannelSecrets } from '../../delivery/channel-secrets';
import { decideRemoveChannel, notificationChannelModel } from '../../domain/notification-channel';
import { notificationChannelStream } from '../../domain/notification-channel.events';
import { RemoveNotificationChannelCommand } from './remove-notification-channel.command';

@CommandHandler(RemoveNotificationChannelCommand)
export class RemoveNotificationChannelHandler implements ICommandHandler<RemoveNotificationChannelCommand, void> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly secrets: ChannelSecrets,
  ) {}

  async execute({ actor, channelId, reason }: RemoveNotificationChannelCommand): Promise<void> {
    await this.executor.execute(
      notificationChannelStream(channelId),
      notificationChannelModel,
      (state) => decideRemoveChannel({ channelId, workspaceId: actor.workspaceId, reason }, state),
      actor,
    );
    await this.secrets.remove(channelId);
  }
}
