import type { PageFieldChange } from './page-changes';

/** Where a channel delivers: an SMTP mail, a signed JSON POST, or a Slack incoming webhook. */
export const NOTIFICATION_CHANNEL_TYPES = ['email', 'webhook', 'slack'] as const;
export type NotificationChannelType = (typeof NOTIFICATION_CHANNEL_TYPES)[number];

/** What a channel can subscribe to. */
export const NOTIFICATION_EVENTS = ['status_changed', 'health_dropped', 'seo_field_changed', 'source_changed', 'check_failed', 'weekly_digest'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
/** A delivery's kind: a subscribed event, or the 'Send test' message. */
export type NotificationKind = NotificationEvent | 'test';

/**
 * `health_dropped` fires when one analysis lowers an item's health score by at least this many points: about
 * one colour band's worth, so that the noise of a re-analysis (a point or two) does not page anyone.
 */
export const HEALTH_DROP_THRESHOLD = 10;

export interface NotificationChannel {
  id: string;
  type: NotificationChannelType;
  /** An email address (email) or an http(s) URL (webhook, slack). */
  target: string;
  events: NotificationEvent[];
  createdAt: string;
}

/** As created: a webhook's signing secret is in this reply only (null for the other types). */
export interface CreatedNotificationChannel extends NotificationChannel {
  secret: string | null;
}

export interface CreateNotificationChannelRequest {
  type: NotificationChannelType;
  target: string;
  events: NotificationEvent[];
}

/** One item a notification is about, with what happened to it. */
export interface NotificationItem {
  id: string;
  title: string;
  url: string;
  /** The item in the web app. */
  link: string;
  /** The value before and after (a status, a score, a failure reason), for the kinds that have one. */
  before: string | number | null;
  after: string | number | null;
  /** seo_field_changed: each field that moved. */
  changes?: PageFieldChange[];
  critical: boolean;
}

/**
 * pending: waiting for (another) attempt; waiting_smtp: an email kept in the outbox until SMTP_URL is set;
 * sent; failed: every retry failed (`lastError` says why).
 */
export type NotificationDeliveryStatus = 'pending' | 'waiting_smtp' | 'sent' | 'failed';

/** One message of the delivery log (a flood of one bulk run is one message with many items). */
export interface Notification {
  id: string;
  channelId: string;
  channelType: NotificationChannelType;
  target: string;
  kind: NotificationKind;
  subject: string;
  items: NotificationItem[];
  status: NotificationDeliveryStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  readAt: string | null;
}

export interface NotificationList {
  notifications: Notification[];
  unread: number;
}

export interface MarkNotificationsReadRequest {
  /** The notifications to mark read; all of the workspace's when left out. */
  ids?: string[];
}

/** The JSON a webhook channel receives (signed: `X-Freshwatch-Signature: sha256=<hex HMAC-SHA256 of the body>`). */
export interface WebhookNotificationBody {
  kind: NotificationKind;
  subject: string;
  critical: boolean;
  /** The first (usually the only) item, with its before and after. */
  item: { id: string; title: string; url: string } | null;
  before: string | number | null;
  after: string | number | null;
  changes: PageFieldChange[];
  link: string | null;
  /** Every item, when a flood was grouped into this one message. */
  items: NotificationItem[];
  sentAt: string;
}

/** 'Send test' replies with the message it queued (its delivery shows in the log). */
export interface TestNotificationQueued {
  notificationId: string;
}
