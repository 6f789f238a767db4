import type {
  CreatedNotificationChannel,
  CreateNotificationChannelRequest,
  NotificationChannel,
  NotificationList,
  TestNotificationQueued,
} from '@freshwatch/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const notificationChannelsQueryOptions = () =>
  queryOptions({
    queryKey: ['notification-channels'] as const,
    queryFn: () => api.get<NotificationChannel[]>('/api/notification-channels'),
  });

/** The delivery log and unread count: alerts arrive from background checks, so the header asks again each minute. */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications'] as const,
    queryFn: () => api.get<NotificationList>('/api/notifications'),
    refetchInterval: 60_000,
  });

/** The emails kept until SMTP_URL is configured. */
export const outboxQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications', 'outbox'] as const,
    queryFn: () => api.get<NotificationList>('/api/notifications?status=waiting_smtp'),
  });

export const notificationsApi = {
  addChannel: (body: CreateNotificationChannelRequest) => api.post<CreatedNotificationChannel>('/api/notification-channels', body),
  removeChannel: (id: string) => api.delete<void>(`/api/notification-channels/${id}`),
  sendTest: (id: string) => api.post<TestNotificationQueued>(`/api/notification-channels/${id}/test`),
  markAllRead: () => api.post<void>('/api/notifications/read', {}),
};
