import { Module } from '@nestjs/common';
import { Migrations, ReadModels } from '../../shared/modules/module-parts';
import { OutboundModule } from '../../shared/outbound';
import { AddNotificationChannelHandler } from './commands/add-notification-channel/add-notification-channel.handler';
import { MarkNotificationsReadHandler } from './commands/mark-notifications-read/mark-notifications-read.handler';
import { RemoveNotificationChannelHandler } from './commands/remove-notification-channel/remove-notification-channel.handler';
import { SendTestNotificationHandler } from './commands/send-test-notification/send-test-notification.handler';
import { ChannelSecrets } from './delivery/channel-secrets';
import { DeliverNotificationsWorker } from './delivery/deliver-notifications.worker';
import { FlushNotificationOutboxScanner } from './delivery/flush-notification-outbox.scanner';
import { NotificationOutbox } from './delivery/notification-outbox';
import { NotificationSender } from './delivery/notification-sender';
import { WeeklyDigestJob } from './delivery/weekly-digest.job';
import { Notifications1763900000000 } from './migrations/1763900000000-notifications';
import { NotificationsHttpController } from './notifications.http.controller';
import { NotificationChannelsProjection } from './projections/notification-channels/notification-channels.projection';
import { ListNotificationChannelsHandler } from './queries/list-notification-channels/list-notification-channels.handler';
import { ListNotificationsHandler } from './queries/list-notifications/list-notifications.handler';
import { QueueNotificationsWhenContentChanges } from './reactions/queue-notifications-when-content-changes';

/** Alerts: channels, the reaction that turns content events into messages, the outbox and its delivery. */
@ReadModels(NotificationChannelsProjection)
@Migrations(Notifications1763900000000)
@Module({
  imports: [OutboundModule],
  controllers: [NotificationsHttpController],
  providers: [
    ChannelSecrets,
    NotificationOutbox,
    NotificationSender,
    AddNotificationChannelHandler,
    RemoveNotificationChannelHandler,
    SendTestNotificationHandler,
    MarkNotificationsReadHandler,
    ListNotificationChannelsHandler,
    ListNotificationsHandler,
    QueueNotificationsWhenContentChanges,
    DeliverNotificationsWorker,
    FlushNotificationOutboxScanner,
    WeeklyDigestJob,
  ],
})
export class NotificationsModule {}
