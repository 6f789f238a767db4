import type { Notification, NotificationChannel } from '@freshwatch/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { choose } from '@/test/select';
import { setupUser } from '@/test/user';
import { aUser } from '@/test/fixtures';
import { NotificationsBell } from './notifications-bell';
import { NotificationsCard } from './notifications-card';

const email: NotificationChannel = { id: 'ch-1', type: 'email', target: 'team@example.com', events: ['check_failed'], createdAt: '2026-01-01T00:00:00.000Z' };
const notification = (overrides: Partial<Notification> = {}): Notification => ({
  id: 'n-1',
  channelId: 'ch-1',
  channelType: 'webhook',
  target: 'https://hooks.example.com/fw',
  kind: 'seo_field_changed',
  subject: '[critical] Freshwatch: SEO fields changed: Pricing',
  items: [],
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  sentAt: '2026-01-01T00:00:01.000Z',
  readAt: null,
  ...overrides,
});

describe('NotificationsCard', () => {
  it('adds a webhook with the chosen events and shows its signing secret once', async () => {
    let channels: NotificationChannel[] = [email];
    const { callsTo } = mockFetch({
      'GET /api/notification-channels': () => ({ body: channels }),
      'POST /api/notification-channels': ({ body }) => {
        const created = { id: 'ch-2', createdAt: '2026-01-02T00:00:00.000Z', ...(body as object) } as NotificationChannel;
        channels = [...channels, created];
        return { status: 201, body: { ...created, secret: 'whsec_shown_once' } };
      },
    });
    await renderWithProviders(<NotificationsCard />, { user: aUser() });
    const user = setupUser();
    expect(await screen.findByText('team@example.com')).toBeInTheDocument();

    await choose(user, 'Channel type', 'Webhook');
    await user.type(screen.getByLabelText('Webhook URL'), 'https://hooks.example.com/fw');
    await user.click(screen.getByRole('checkbox', { name: 'Status changed' }));
    await user.click(screen.getByRole('checkbox', { name: 'Weekly digest' }));
    await user.click(screen.getByRole('button', { name: 'Add channel' }));

    await waitFor(() => expect(callsTo('POST', '/api/notification-channels')).toHaveLength(1));
    expect(callsTo('POST', '/api/notification-channels')[0].body).toEqual({
      type: 'webhook',
      target: 'https://hooks.example.com/fw',
      events: ['seo_field_changed', 'check_failed', 'weekly_digest'],
    });
    expect(await screen.findByText('whsec_shown_once')).toBeInTheDocument();
    expect(await screen.findByText('https://hooks.example.com/fw')).toBeInTheDocument();
  }, 20_000);

  it('sends a test and deletes a channel', async () => {
    let channels: NotificationChannel[] = [email];
    const { callsTo } = mockFetch({
      'GET /api/notification-channels': () => ({ body: channels }),
      'POST /api/notification-channels/ch-1/test': { status: 201, body: { notificationId: 'n-9' } },
      'DELETE /api/notification-channels/ch-1': () => {
        channels = [];
        return { status: 204 };
      },
    });
    await renderWithProviders(<NotificationsCard />, { user: aUser() });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Send test to team@example.com' }));
    await waitFor(() => expect(callsTo('POST', '/api/notification-channels/ch-1/test')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Delete team@example.com' }));
    expect(await screen.findByText('No notification channels yet.')).toBeInTheDocument();
  });
});

describe('NotificationsBell', () => {
  it('shows the unread count, the delivery log and the outbox, and marks all read', async () => {
    let unread = 2;
    const { callsTo } = mockFetch({
      'GET /api/notifications': () => ({
        body: { notifications: [notification(), notification({ id: 'n-2', status: 'failed', lastError: 'The receiver answered 500' })], unread },
      }),
      'GET /api/notifications?status=waiting_smtp': {
        body: {
          notifications: [
            notification({ id: 'n-3', channelType: 'email', target: 'team@example.com', status: 'waiting_smtp', subject: 'Freshwatch: test notification' }),
          ],
          unread: 2,
        },
      },
      'POST /api/notifications/read': () => {
        unread = 0;
        return { status: 204 };
      },
    });
    await renderWithProviders(<NotificationsBell />);
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const log = within(dialog).getByRole('list', { name: 'Delivery log' });
    expect(within(log).getAllByText('[critical] Freshwatch: SEO fields changed: Pricing')).toHaveLength(2);
    expect(within(log).getByText(/The receiver answered 500/)).toBeInTheDocument();
    const outbox = await within(dialog).findByRole('list', { name: 'Outbox' });
    expect(within(outbox).getByText('In outbox')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(callsTo('POST', '/api/notifications/read')).toHaveLength(1));
    expect(await within(dialog).findByText('All caught up.')).toBeInTheDocument();
  });
});
