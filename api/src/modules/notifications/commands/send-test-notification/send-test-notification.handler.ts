import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DomainErrorException } from '../../../../shared/domain/domain-error';
import { NotificationOutbox } from '../../delivery/notification-outbox';
import { notificationChannelNotFound } from '../../domain/notification-channel';
import { NotificationChannelRow } from '../../projections/notification-channels/notification-channel.entity';
import { SendTestNotificationCommand } from './send-test-notification.command';

/** Replies with the id of the queued message (its delivery shows in the log). Not subject to `email_notifications`: it was asked for. */
@CommandHandler(SendTestNotificationCommand)
export class SendTestNotificationHandler implements ICommandHandler<SendTestNotificationCommand, string> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: NotificationOutbox,
  ) {}

  async execute({ workspaceId, channelId }: SendTestNotificationCommand): Promise<string> {
    const channel = await this.dataSource.getRepository(NotificationChannelRow).findOneBy({ id: channelId, workspaceId });
    if (!channel) throw new DomainErrorException(notificationChannelNotFound);
    const key = `test:${randomUUID()}`;
    return this.outbox.queue({ channel, kind: 'test', items: [], groupKey: key, grouped: false, dedupeKey: key });
  }
}
