import type { User } from '@freshwatch/contracts';
import { LogOut } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { PlanBadge } from '@/features/billing/plan-badge';
import { useFollowPaymentOutcome } from '@/features/billing/use-follow-payment-outcome';
import { NotificationsBell } from '@/features/notifications/notifications-bell';
import { WorkspaceSwitcher } from '@/features/team/workspace-switcher';
import { initials } from '@/lib/utils';

function UserAvatar({ user }: { user: User }) {
  if (user.profileImageUrl) {
    return <img src={user.profileImageUrl} alt="" className="h-9 w-9 rounded-full object-cover" />;
  }
  return (
    <span aria-hidden className="flex h-9 w-9 items-center justify-center rounded-full bg-primary/15 text-sm font-semibold text-primary">
      {initials(user.firstName, user.lastName, user.email)}
    </span>
  );
}

function fullName(user: User): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}

/** The signed-in person, their plan, page-specific actions (e.g. Help Tour) and the way out. */
export function UserHeader({ user, actions }: { user: User; actions?: React.ReactNode }) {
  useFollowPaymentOutcome();
  return (
    <div className="flex min-w-0 items-center gap-2 sm:gap-3">
      {actions}
      <WorkspaceSwitcher />
      <NotificationsBell />
      <div className="flex items-center gap-2">
        <UserAvatar user={user} />
        <span className="hidden text-sm font-medium sm:inline">{fullName(user)}</span>
        <PlanBadge plan={user.planType} />
      </div>
      <Button asChild variant="outline" size="sm">
        {/* A browser navigation: the server ends the session and redirects to /. */}
        <a href="/api/logout">
          <LogOut aria-hidden />
          <span className="sr-only sm:not-sr-only">Sign Out</span>
        </a>
      </Button>
    </div>
  );
}
