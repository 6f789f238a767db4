import type { NotificationChannelType, NotificationEvent } from '@freshwatch/contracts';
import { DomainError } from '../../../shared/domain/domain-error';
import type { NotificationChannelAdded, NotificationChannelEvent, NotificationChannelRemoved } from './notification-channel.events';

/** What the write side knows of a channel: whose it is and whether it still delivers. */
export type NotificationChannelState = { status: 'none' } | { status: 'active' | 'removed'; channelId: string; workspaceId: string };

export const initialNotificationChannelState: NotificationChannelState = { status: 'none' };

export function evolveNotificationChannel(state: NotificationChannelState, event: NotificationChannelEvent): NotificationChannelState {
  switch (event.type) {
    case 'NotificationChannelAdded':
      return { status: 'active', channelId: event.data.channelId, workspaceId: event.data.workspaceId };
    case 'NotificationChannelRemoved':
      return state.status === 'active' ? { ...state, status: 'removed' } : state;
    default:
      return state;
  }
}

export const notificationChannelModel = { initialState: initialNotificationChannelState, evolve: evolveNotificationChannel };

export const notificationChannelNotFound = new DomainError('NOTIFICATION_CHANNEL_NOT_FOUND', 'not_found', 'Notification channel not found.');
const notificationChannelExists = new DomainError('NOTIFICATION_CHANNEL_EXISTS', 'conflict', 'A notification channel with this id already exists.');

export interface AddNotificationChannel {
  channelId: string;
  workspaceId: string;
  type: NotificationChannelType;
  target: string;
  events: NotificationEvent[];
}

export function decideAddChannel(command: AddNotificationChannel, state: NotificationChannelState): NotificationChannelAdded[] | DomainError {
  if (state.status !== 'none') return notificationChannelExists;
  // The same event twice in a list means nothing more: kept once, in the order given.
  const events = [...new Set(command.events)];
  const { channelId, workspaceId, type, target } = command;
  return [{ type: 'NotificationChannelAdded', data: { channelId, workspaceId, type, target, events } }];
}

export interface RemoveNotificationChannel {
  channelId: string;
  workspaceId: string;
  reason: 'removed' | 'unsubscribed';
}

/** Another workspace's channel, or one already removed, is answered as not found. */
export function decideRemoveChannel(command: RemoveNotificationChannel, state: NotificationChannelState): NotificationChannelRemoved[] | DomainError {
  if (state.status !== 'active' || state.workspaceId !== command.workspaceId) return notificationChannelNotFound;
  return [{ type: 'NotificationChannelRemoved', data: { channelId: command.channelId, reason: command.reason } }];
}
