export { NotificationsModule } from './notifications.module';
export type { NotificationChannelAdded, NotificationChannelRemoved } from './domain/notification-channel.events';
