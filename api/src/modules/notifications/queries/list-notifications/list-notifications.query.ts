import type { NotificationDeliveryStatus } from '@freshwatch/contracts';

/** The delivery log, newest first (at most `limit`), with the workspace's unread count; `status` filters (the outbox view). */
export class ListNotificationsQuery {
  constructor(
    readonly workspaceId: string,
    readonly status: NotificationDeliveryStatus | null = null,
    readonly limit = 50,
  ) {}
}
