import {
  HEALTH_DROP_THRESHOLD,
  NOTIFICATION_CHANNEL_TYPES,
  NOTIFICATION_EVENTS,
  type CreatedNotificationChannel,
  type NotificationChannelType,
  type NotificationEvent,
} from '@freshwatch/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Send, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { messageOf } from '@/lib/api';
import { notificationChannelsQueryOptions, notificationsApi } from './notifications-queries';
import { useCan } from '@/features/team/use-can';

const TYPE_LABELS: Record<NotificationChannelType, string> = { email: 'Email', webhook: 'Webhook', slack: 'Slack' };
export const EVENT_LABELS: Record<NotificationEvent, string> = {
  status_changed: 'Status changed',
  health_dropped: `Health dropped by ${HEALTH_DROP_THRESHOLD}+ points`,
  seo_field_changed: 'SEO field changed',
  source_changed: 'Source changed',
  check_failed: 'Check failed',
  weekly_digest: 'Weekly digest',
};
const TARGET_LABELS: Record<NotificationChannelType, string> = { email: 'Email address', webhook: 'Webhook URL', slack: 'Slack incoming-webhook URL' };

/** Settings' Notifications card: the workspace's alert channels, added, tested and deleted here. */
export function NotificationsCard() {
  const channels = useQuery(notificationChannelsQueryOptions());
  const canWrite = useCan('settings:write');
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<CreatedNotificationChannel | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationChannelsQueryOptions().queryKey });

  const remove = useMutation({
    mutationFn: notificationsApi.removeChannel,
    onSuccess: () => {
      setCreated(null);
      return refresh();
    },
    onError: (error) => toast({ title: 'Error', description: messageOf(error, 'The channel could not be deleted.'), variant: 'destructive' }),
  });
  const test = useMutation({
    mutationFn: notificationsApi.sendTest,
    onSuccess: () => {
      toast({ title: 'Test sent', description: 'A test notification is on its way; its delivery shows under the bell.' });
      return queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
    onError: (error) => toast({ title: 'Error', description: messageOf(error, 'The test could not be sent.'), variant: 'destructive' }),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>Alerts by email, webhook or Slack when monitored pages change.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {channels.isPending ? (
          <Spinner label="Loading channels..." />
        ) : channels.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Channels could not be loaded: {channels.error.message}
          </p>
        ) : channels.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No notification channels yet.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Notification channels">
            {channels.data.map((channel) => (
              <li key={channel.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2 text-sm">
                <div className="min-w-0">
                  <p className="font-medium">
                    {TYPE_LABELS[channel.type]}: <span className="break-all">{channel.target}</span>
                  </p>
                  <p className="text-muted-foreground">{channel.events.map((e) => EVENT_LABELS[e]).join(', ')}</p>
                </div>
                {canWrite && (
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => test.mutate(channel.id)}
                      disabled={test.isPending}
                      aria-label={`Send test to ${channel.target}`}
                    >
                      <Send aria-hidden /> Send test
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => remove.mutate(channel.id)}
                      disabled={remove.isPending}
                      aria-label={`Delete ${channel.target}`}
                    >
                      <Trash2 aria-hidden /> Delete
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        {created?.secret && (
          <div role="alert" className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            <p className="font-medium">Signing secret for {created.target}</p>
            <code className="break-all">{created.secret}</code>
            <p>Copy it now: it is not shown again. Each webhook carries X-Freshwatch-Signature, the HMAC-SHA256 of its body with this secret.</p>
          </div>
        )}
        {canWrite && (
          <AddChannelForm
            onAdded={(channel) => {
              setCreated(channel);
              return refresh();
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}

function AddChannelForm({ onAdded }: { onAdded: (channel: CreatedNotificationChannel) => Promise<unknown> }) {
  const [type, setType] = useState<NotificationChannelType>('email');
  const [target, setTarget] = useState('');
  const [events, setEvents] = useState<NotificationEvent[]>(['status_changed', 'seo_field_changed', 'check_failed']);
  const targetId = useId();
  const add = useMutation({
    mutationFn: () => notificationsApi.addChannel({ type, target: target.trim(), events }),
    onSuccess: async (channel) => {
      setTarget('');
      await onAdded(channel);
      toast({ title: 'Success', description: 'Notification channel added.' });
    },
    onError: (error) => toast({ title: 'Error', description: messageOf(error, 'The channel could not be added.'), variant: 'destructive' }),
  });
  const toggle = (event: NotificationEvent, on: boolean) => setEvents((current) => (on ? [...current, event] : current.filter((e) => e !== event)));

  return (
    <form
      className="grid gap-3 border-t pt-4"
      aria-label="Add notification channel"
      onSubmit={(e) => {
        e.preventDefault();
        add.mutate();
      }}
    >
      <SelectField
        label="Channel type"
        value={type}
        options={NOTIFICATION_CHANNEL_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))}
        onChange={setType}
      />
      <div className="grid gap-2">
        <Label htmlFor={targetId}>{TARGET_LABELS[type]}</Label>
        <Input
          id={targetId}
          value={target}
          onChange={(e) => setTarget(e.target.value)}
          placeholder={type === 'email' ? 'you@example.com' : 'https://...'}
          required
        />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Events</legend>
        {NOTIFICATION_EVENTS.map((event) => (
          <EventCheckbox key={event} event={event} checked={events.includes(event)} onChange={(on) => toggle(event, on)} />
        ))}
      </fieldset>
      <Button type="submit" disabled={add.isPending || target.trim() === '' || events.length === 0}>
        Add channel
      </Button>
    </form>
  );
}

function EventCheckbox({ event, checked, onChange }: { event: NotificationEvent; checked: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onChange(value === true)} />
      <Label htmlFor={id} className="font-normal">
        {EVENT_LABELS[event]}
      </Label>
    </div>
  );
}
