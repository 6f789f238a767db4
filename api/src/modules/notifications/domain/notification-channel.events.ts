import type { NotificationChannelType, NotificationEvent } from '@freshwatch/contracts';
import type { DomainEvent } from '../../../shared/event-store/stream-executor';

/** No secret in either event: a webhook's signing secret is sealed in notification_channel_secrets. */
export type NotificationChannelAdded = DomainEvent<
  'NotificationChannelAdded',
  { channelId: string; workspaceId: string; type: NotificationChannelType; target: string; events: NotificationEvent[] }
>;
/** `reason`: removed in Settings, or unsubscribed through an email's link. */
export type NotificationChannelRemoved = DomainEvent<'NotificationChannelRemoved', { channelId: string; reason: 'removed' | 'unsubscribed' }>;

export type NotificationChannelEvent = NotificationChannelAdded | NotificationChannelRemoved;

export const NOTIFICATION_CHANNEL_EVENT_TYPES = ['NotificationChannelAdded', 'NotificationChannelRemoved'] as const;

export const notificationChannelStream = (channelId: string) => `notification-channel-${channelId}`;
