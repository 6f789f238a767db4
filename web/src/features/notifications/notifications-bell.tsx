import type { Notification } from '@freshwatch/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { notificationsApi, notificationsQueryOptions, outboxQueryOptions } from './notifications-queries';
import { formatMediumDateTime } from '@/lib/dates';

const STATUS_LABELS: Record<Notification['status'], string> = { pending: 'Pending', waiting_smtp: 'In outbox', sent: 'Sent', failed: 'Failed' };

/** The header's bell: the unread count, and on click the delivery log and the email outbox. */
export function NotificationsBell() {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const log = useQuery(notificationsQueryOptions());
  const outbox = useQuery({ ...outboxQueryOptions(), enabled: open });
  const unread = log.data?.unread ?? 0;
  const markRead = useMutation({
    mutationFn: notificationsApi.markAllRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        variant="ghost"
        size="sm"
        className="relative"
        onClick={() => setOpen(true)}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      >
        <Bell aria-hidden />
        {unread > 0 && (
          <Badge aria-hidden className="absolute -right-1 -top-1 h-5 min-w-5 justify-center px-1 text-xs">
            {unread > 99 ? '99+' : unread}
          </Badge>
        )}
      </Button>
      <DialogContent className="max-h-[80vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Notifications</DialogTitle>
          <DialogDescription>{unread > 0 ? `${unread} unread` : 'All caught up.'}</DialogDescription>
        </DialogHeader>
        {unread > 0 && (
          <Button size="sm" variant="outline" className="justify-self-start" onClick={() => markRead.mutate()} disabled={markRead.isPending}>
            Mark all read
          </Button>
        )}
        <NotificationList label="Delivery log" notifications={log.data?.notifications ?? []} empty="No notifications yet." />
        <h3 className="text-sm font-semibold">Outbox</h3>
        <p className="text-sm text-muted-foreground">Emails wait here until an SMTP server is configured (SMTP_URL); nothing is lost.</p>
        <NotificationList label="Outbox" notifications={outbox.data?.notifications ?? []} empty="The outbox is empty." />
      </DialogContent>
    </Dialog>
  );
}

function NotificationList({ label, notifications, empty }: { label: string; notifications: Notification[]; empty: string }) {
  if (notifications.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid gap-2" aria-label={label}>
      {notifications.map((n) => (
        <li key={n.id} className={`rounded-md border p-2 text-sm ${n.readAt ? '' : 'border-primary/50 bg-primary/5'}`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">{n.subject}</span>
            <Badge variant={n.status === 'failed' ? 'destructive' : 'secondary'}>{STATUS_LABELS[n.status]}</Badge>
          </div>
          <p className="text-muted-foreground">
            {n.channelType} → {n.target} · {formatMediumDateTime(n.createdAt, 'en-US')}
            {n.lastError ? ` · ${n.lastError}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
