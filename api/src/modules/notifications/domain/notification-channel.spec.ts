import { givenEvents } from '../../../shared/domain/given-events.test-support';
import type { NotificationChannelAdded, NotificationChannelRemoved } from './notification-channel.events';
import {
  decideAddChannel,
  decideRemoveChannel,
  evolveNotificationChannel,
  initialNotificationChannelState,
  notificationChannelNotFound,
} from './notification-channel';

const add = {
  channelId: 'ch1',
  workspaceId: 'w1',
  type: 'webhook' as const,
  target: 'https://hooks.example/x',
  events: ['seo_field_changed' as const, 'seo_field_changed' as const],
};
const given = givenEvents(evolveNotificationChannel, initialNotificationChannelState);

describe('notification channels', () => {
  it('adds a channel, each subscribed event once', () => {
    expect(decideAddChannel(add, given())).toEqual([
      {
        type: 'NotificationChannelAdded',
        data: { channelId: 'ch1', workspaceId: 'w1', type: 'webhook', target: 'https://hooks.example/x', events: ['seo_field_changed'] },
      },
    ]);
  });

  it('refuses an id that exists', () => {
    const added = decideAddChannel(add, given()) as NotificationChannelAdded[];
    expect(decideAddChannel(add, given(...added))).toMatchObject({ code: 'NOTIFICATION_CHANNEL_EXISTS' });
  });

  it("removes a channel of the caller's workspace once; another workspace's or a removed one is not found", () => {
    const active = given(...(decideAddChannel(add, given()) as NotificationChannelAdded[]));
    const removed = decideRemoveChannel({ channelId: 'ch1', workspaceId: 'w1', reason: 'removed' }, active);
    expect(removed).toEqual([{ type: 'NotificationChannelRemoved', data: { channelId: 'ch1', reason: 'removed' } }]);
    expect(decideRemoveChannel({ channelId: 'ch1', workspaceId: 'w2', reason: 'removed' }, active)).toBe(notificationChannelNotFound);
    expect(decideRemoveChannel({ channelId: 'ch1', workspaceId: 'w1', reason: 'removed' }, given(...(removed as NotificationChannelRemoved[])))).toBe(
      notificationChannelNotFound,
    );
    expect(decideRemoveChannel({ channelId: 'ch1', workspaceId: 'w1', reason: 'removed' }, given())).toBe(notificationChannelNotFound);
  });
});
