import {
  NOTIFICATION_CHANNEL_TYPES,
  NOTIFICATION_EVENTS,
  WATCHED_PAGE_FIELDS,
  type CreatedNotificationChannel,
  type Notification,
  type NotificationChannel,
  type NotificationChannelType,
  type NotificationDeliveryStatus,
  type NotificationEvent,
  type NotificationItem,
  type NotificationKind,
  type NotificationList,
  type PageFieldChange,
  type PageFieldValue,
  type TestNotificationQueued,
  type WatchedPageField,
} from '@freshwatch/contracts';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { DocumentsExactly } from '../../shared/http/openapi';

/** OpenAPI classes of channels and the delivery log (contracts' notification shapes). */

const SCALAR: ApiPropertyOptions = { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }], nullable: true };

@DocumentsExactly<NotificationChannel>()
export class NotificationChannelResponse implements NotificationChannel {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: NOTIFICATION_CHANNEL_TYPES }) type: NotificationChannelType;
  @ApiProperty({ description: 'An email address, or the webhook / Slack incoming-webhook URL' }) target: string;
  @ApiProperty({ enum: NOTIFICATION_EVENTS, isArray: true }) events: NotificationEvent[];
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

@DocumentsExactly<CreatedNotificationChannel>()
export class CreatedNotificationChannelResponse extends NotificationChannelResponse implements CreatedNotificationChannel {
  @ApiProperty({
    type: String,
    nullable: true,
    description: "A webhook's signing secret, shown this once (X-Freshwatch-Signature: sha256=HMAC-SHA256 of the body)",
  })
  secret: string | null;
}

@DocumentsExactly<PageFieldChange>()
export class PageFieldChangeResponse implements PageFieldChange {
  @ApiProperty({ enum: WATCHED_PAGE_FIELDS }) field: WatchedPageField;
  @ApiProperty(SCALAR) before: PageFieldValue;
  @ApiProperty(SCALAR) after: PageFieldValue;
  @ApiPropertyOptional({ description: "The text's diff summary" }) summary?: string;
  @ApiProperty({ description: 'noindex added, or a 4xx/5xx status' }) critical: boolean;
}

@DocumentsExactly<NotificationItem>()
export class NotificationItemResponse implements NotificationItem {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() title: string;
  @ApiProperty() url: string;
  @ApiProperty({ description: 'The item in the web app' }) link: string;
  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'number' }], nullable: true }) before: string | number | null;
  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'number' }], nullable: true }) after: string | number | null;
  @ApiPropertyOptional({ type: PageFieldChangeResponse, isArray: true }) changes?: PageFieldChange[];
  @ApiProperty() critical: boolean;
}

@DocumentsExactly<Notification>()
export class NotificationResponse implements Notification {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) channelId: string;
  @ApiProperty({ enum: NOTIFICATION_CHANNEL_TYPES }) channelType: NotificationChannelType;
  @ApiProperty() target: string;
  @ApiProperty({ enum: [...NOTIFICATION_EVENTS, 'test'] }) kind: NotificationKind;
  @ApiProperty() subject: string;
  @ApiProperty({ type: NotificationItemResponse, isArray: true }) items: NotificationItem[];
  @ApiProperty({ enum: ['pending', 'waiting_smtp', 'sent', 'failed'], description: 'waiting_smtp: kept in the outbox until SMTP_URL is set' })
  status: NotificationDeliveryStatus;
  @ApiProperty() attempts: number;
  @ApiProperty({ type: String, nullable: true }) lastError: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sentAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) readAt: string | null;
}

@DocumentsExactly<NotificationList>()
export class NotificationListResponse implements NotificationList {
  @ApiProperty({ type: NotificationResponse, isArray: true }) notifications: Notification[];
  @ApiProperty({ description: "The workspace's unread notifications" }) unread: number;
}

@DocumentsExactly<TestNotificationQueued>()
export class TestNotificationQueuedResponse implements TestNotificationQueued {
  @ApiProperty({ format: 'uuid', description: 'The queued message in the delivery log' }) notificationId: string;
}
